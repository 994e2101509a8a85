import type { RemindedDocument } from './next-reminder';
import { isReminded, nextReminder } from './next-reminder';
import { NO_REMINDERS, type ReminderSettings } from '../preferences/reminder-preferences';

/** A stored invoice as the scan reads it (lean: plain arrays, so overrides are plain objects). */
const invoice = (overrides: Record<string, unknown> = {}) =>
  ({
    _id: { toString: () => 'inv-1' },
    ownerId: 'ada',
    type: 'invoice',
    status: 'sent',
    clientId: 'client-1',
    dueOrExpiryDate: '2026-03-31',
    currency: 'EUR',
    totalAmount: '100.00',
    amountPaid: '0.00',
    balanceDue: '100.00',
    decision: '',
    ...overrides,
  }) as unknown as RemindedDocument;

const owner: ReminderSettings = {
  ...NO_REMINDERS,
  reminders: [
    { days: 3, anchor: 'before_due' },
    { days: 7, anchor: 'after_due' },
  ],
  quoteReminderDays: 2,
  timeZone: 'Europe/Berlin',
};

describe('nextReminder', () => {
  it.each([
    [
      'the first one, from the owner’s rules, at 09:00 Berlin',
      invoice(),
      { k: 1, at: '2026-03-28T08:00:00.000Z' },
    ],
    ['the one after those sent', invoice({ remindersSent: 1 }), { k: 2, at: '2026-04-07T07:00:00.000Z' }],
    ['none after the last', invoice({ remindersSent: 2 }), null],
    [
      'the invoice’s own rules over the owner’s',
      invoice({ reminders: [{ days: 1, anchor: 'after_due' }] }),
      { k: 1, at: '2026-04-01T07:00:00.000Z' },
    ],
    ['none for an invoice whose own list is empty', invoice({ reminders: [] }), null],
    [
      'none at a balance of 0',
      invoice({ status: 'partially_paid', balanceDue: '0.00', amountPaid: '100.00' }),
      null,
    ],
    ['none for a paid invoice', invoice({ status: 'paid' }), null],
    ['none for a cancelled one', invoice({ status: 'cancelled' }), null],
    ['none for a draft', invoice({ status: 'draft' }), null],
    ['none without a client to write to', invoice({ clientId: '' }), null],
    ['none without a due date', invoice({ dueOrExpiryDate: '' }), null],
    [
      'still for an overdue one',
      invoice({ status: 'overdue', remindersSent: 1 }),
      { k: 2, at: '2026-04-07T07:00:00.000Z' },
    ],
    [
      'a sent quote: N days before Valid until',
      invoice({ type: 'quote' }),
      { k: 1, at: '2026-03-29T07:00:00.000Z' },
    ],
    ['a quote only once', invoice({ type: 'quote', remindersSent: 1 }), null],
    ['no decided quote', invoice({ type: 'quote', status: 'accepted', decision: 'accepted' }), null],
  ])('%s', (_case, document, expected) => {
    const next = nextReminder(document, owner);
    expect(next && { k: next.k, at: next.at.toISOString() }).toEqual(expected);
  });

  it('repeats after an invoice’s own rules, but an own empty list means none, repeats included', () => {
    const repeating = { ...owner, repeatDays: 2, maxRepeats: 1 };
    const own = invoice({
      reminders: [{ days: 1, anchor: 'after_due' }],
      remindersSent: 1,
    });
    expect(nextReminder(own, repeating)?.at.toISOString()).toBe('2026-04-03T07:00:00.000Z');
    expect(nextReminder(invoice({ reminders: [] }), repeating)).toBeNull();
  });

  it('sends nothing by default: an owner who set no reminders', () => {
    expect(nextReminder(invoice(), NO_REMINDERS)).toBeNull();
    expect(isReminded(invoice())).toBe(true);
  });
});
