import { create } from '@bufbuild/protobuf';
import { RecurringProfileFieldsSchema, type RecurringProfileFields } from '@paydraft/contracts';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { ServiceException } from '@paydraft/nest-kit';
import { stateAt } from './recurring-schedule';
import { checkedSettings } from './recurring-settings';

const fields = (overrides: Omit<MessageInitShape<typeof RecurringProfileFieldsSchema>, '$typeName'> = {}) =>
  create(RecurringProfileFieldsSchema, {
    invoice: {
      clientId: 'client-1',
      currency: 'EUR',
      items: [{ description: 'Retainer', qty: '1', price: '10' }],
    },
    frequency: 'monthly',
    startDate: '2026-01-31',
    end: { type: 'never' },
    timeZone: '',
    sendTime: '09:00',
    dueDays: 14,
    ...overrides,
  });

const refusal = (given: RecurringProfileFields) => {
  try {
    checkedSettings(given);
  } catch (error) {
    if (error instanceof ServiceException) return `${error.reason}: ${error.message}`;
  }
  throw new Error('expected a refusal');
};

describe('checkedSettings', () => {
  it('keeps a valid profile, dropping the template’s own number, status and dates', () => {
    const settings = checkedSettings(
      fields({ invoice: { clientId: 'c', currency: 'EUR', status: 'paid', issueDate: '2020-01-01' } }),
    );
    expect(settings).toMatchObject({ frequency: 'monthly', end: { type: 'never' }, dueDays: 14 });
    expect(settings.template).toMatchObject({ clientId: 'c', status: '', issueDate: '' });
  });

  it.each([
    [{ frequency: 'daily' }, 'documents.invalid_input: Frequency must be one of weekly, biweekly'],
    [{ startDate: '2026-02-29' }, 'documents.invalid_input: start_date must be a date, YYYY-MM-DD'],
    [{ timeZone: 'Europe/Atlantis' }, 'documents.invalid_input: Unknown time zone Europe/Atlantis'],
    [{ sendTime: '9am' }, 'documents.invalid_input: send_time must be HH:MM'],
    [{ dueDays: 400 }, 'documents.invalid_input: due_days must be between 0 and 365'],
    [{ end: { type: 'after', count: 0 } }, 'documents.invalid_input: An end after N invoices needs a count'],
    [
      { end: { type: 'on', date: '2025-12-31' } },
      'documents.invalid_input: The end date must be on or after',
    ],
    [{ end: { type: 'soon' } }, 'documents.invalid_input: End type must be never, after or on'],
    [
      { invoice: { currency: 'EUR' } },
      'documents.invalid_input: The invoice of a recurring profile needs a client_id',
    ],
    [
      { invoice: { clientId: 'c', currency: 'EUR', documentNumber: 'INV-1' } },
      'documents.invalid_input: Each recurring',
    ],
    [{ invoice: { clientId: 'c', currency: 'ZZZ' } }, 'documents.invalid_input: Unknown currency'],
  ])('refuses %o', (overrides, message) => {
    expect(refusal(fields(overrides))).toContain(message);
  });
});

describe('stateAt', () => {
  const schedule = {
    startDate: '2026-01-31',
    frequency: 'monthly' as const,
    end: { type: 'after' as const, count: 2 },
    sendTime: '09:00',
    timeZone: 'Europe/Berlin',
  };

  it('is due at the occurrence’s send time in the zone, and ends past the end', () => {
    expect(stateAt(schedule, 2, 1)).toEqual({
      status: 'active',
      nextSequence: 2,
      nextDate: '2026-02-28',
      nextRunAt: new Date('2026-02-28T08:00:00.000Z'),
    });
    expect(stateAt(schedule, 3, 2)).toEqual({
      status: 'ended',
      nextSequence: 3,
      nextDate: '',
      nextRunAt: null,
    });
  });
});
