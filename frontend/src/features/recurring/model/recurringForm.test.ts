import {
  defaultTimeZone,
  newProfileValues,
  previewLine,
  problemOf,
  recurringInputOf,
  templateOf,
} from './recurringForm';

describe('recurring form', () => {
  it("starts in the client's zone, else the owner's, else the browser's", () => {
    expect(defaultTimeZone('Europe/Berlin', 'America/New_York')).toBe('Europe/Berlin');
    expect(defaultTimeZone('', 'America/New_York')).toBe('America/New_York');
    expect(defaultTimeZone('', '')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('defaults to monthly from today at 09:00, never ending, due in the validity days or 14', () => {
    expect(newProfileValues('2026-01-31', 'UTC', 30)).toMatchObject({
      frequency: 'monthly',
      start_date: '2026-01-31',
      end_type: 'never',
      send_time: '09:00',
      due_days: 30,
      auto_send: false,
    });
    expect(newProfileValues('2026-01-31', 'UTC', null).due_days).toBe(14);
  });

  it('previews the next date and the rhythm', () => {
    expect(previewLine('2026-01-31', 'monthly')).toBe('Next: 31 Jan 2026, then monthly');
    expect(previewLine('2026-01-31', 'biweekly')).toBe('Next: 31 Jan 2026, then every 2 weeks');
  });

  it('sends the end the API names, and a template without the saved identity', () => {
    const values = { ...newProfileValues('2026-01-31', 'UTC', 14), end_type: 'after' as const, end_count: 5 };
    const template = templateOf({
      id: 'i1',
      document_number: 'INV-0001',
      status: 'paid',
      client_id: 'c1',
      items: [],
      amount_paid: '1',
    });
    expect(template).toMatchObject({ client_id: 'c1', status: 'draft' });
    expect(template).not.toHaveProperty('id');
    expect(template).not.toHaveProperty('document_number');
    expect(template).not.toHaveProperty('amount_paid');
    expect(recurringInputOf(values, template)).toMatchObject({
      end: { type: 'after', count: 5 },
      frequency: 'monthly',
      time_zone: 'UTC',
    });
  });

  it('refuses an end date before the start', () => {
    const values = newProfileValues('2026-01-31', 'UTC', 14);
    expect(problemOf(values)).toBeNull();
    expect(problemOf({ ...values, end_type: 'on', end_date: '2026-01-01' })).toMatch(/on or after/);
  });
});
