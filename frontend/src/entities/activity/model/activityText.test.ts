import type { Activity } from '../api/overviewApi';
import { activityText, timelineText } from './activityText';

const entry = (action: Activity['action'], status: string): Activity => ({
  id: '1',
  action,
  document_type: 'quote',
  document_id: 'd1',
  document_number: 'QUO-4',
  status,
  created_at: '2026-11-23T10:00:00Z',
});

describe('activityText', () => {
  it("says what the client did with a shared document, and the owner's sending", () => {
    expect(activityText(entry('sent', 'sent'))).toBe('Quote QUO-4 sent');
    expect(activityText(entry('viewed', 'viewed'))).toBe('Quote QUO-4 viewed by the client');
    expect(activityText(entry('accepted', 'accepted'))).toBe('Quote QUO-4 accepted by the client');
    expect(activityText(entry('rejected', 'rejected'))).toBe('Quote QUO-4 rejected by the client');
  });

  it('names the new status of a status change', () => {
    expect(activityText(entry('status_changed', 'expired'))).toBe('Quote QUO-4 marked Expired');
  });

  it("says what happened to an invoice's payments, and names a partly paid status in words", () => {
    const invoice = (action: Activity['action'], status: string) => ({
      ...entry(action, status),
      document_type: 'invoice' as const,
      document_number: 'INV-2',
    });
    expect(activityText(invoice('payment_recorded', 'partially_paid'))).toBe(
      'Invoice INV-2 received a payment',
    );
    expect(activityText(invoice('payment_deleted', 'sent'))).toBe('Invoice INV-2 had a payment deleted');
    expect(activityText(invoice('payment_refunded', 'partially_paid'))).toBe(
      'Invoice INV-2 had a payment refunded',
    );
    expect(activityText(invoice('status_changed', 'partially_paid'))).toBe(
      'Invoice INV-2 marked Partially paid',
    );
  });

  it('names a credit note as one', () => {
    const created = {
      ...entry('created', 'draft'),
      document_type: 'credit_note',
      document_number: 'CN-1',
    } as const;
    expect(activityText(created)).toBe('Credit note CN-1 created');
  });

  it('says what the scheduler did: a numbered reminder, a recurring invoice, overdue, expired', () => {
    const invoice = (action: Activity['action'], extra: Partial<Activity> = {}): Activity => ({
      ...entry(action, 'sent'),
      document_type: 'invoice',
      document_number: 'INV-2',
      ...extra,
    });
    expect(activityText(invoice('reminder_sent', { reminder: 1 }))).toBe('Invoice INV-2: Reminder 1 sent');
    expect(activityText(invoice('created_from_recurring', { recurring_id: 'r1' }))).toBe(
      'Invoice INV-2: Created from recurring profile',
    );
    expect(activityText(invoice('marked_overdue'))).toBe('Invoice INV-2: Marked overdue');
    expect(activityText(entry('expired', 'expired'))).toBe('Quote QUO-4: Expired');
  });
});

describe('timelineText', () => {
  it("tells a document's own events with their day", () => {
    const at = '2026-03-05T09:00:00Z';
    expect(timelineText({ ...entry('reminder_sent', 'overdue'), reminder: 1, created_at: at })).toBe(
      'Reminder 1 sent on 5 Mar 2026',
    );
    expect(timelineText({ ...entry('created_from_recurring', 'draft'), created_at: at })).toBe(
      'Created from recurring profile on 5 Mar 2026',
    );
    expect(timelineText({ ...entry('sent', 'sent'), created_at: at })).toBe('Sent on 5 Mar 2026');
    expect(timelineText({ ...entry('status_changed', 'paid'), created_at: at })).toBe(
      'Marked Paid on 5 Mar 2026',
    );
  });
});
