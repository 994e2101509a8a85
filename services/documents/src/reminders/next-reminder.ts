import { quoteReminderInstant, reminderInstant, type ReminderPlan } from '@paydraft/invoice-core';
import type { StoredDocument } from '../documents/document.schema';
import { storedBalance } from '../payments/invoice-money';
import { ownReminders } from './invoice-reminders';
import type { ReminderSettings } from '../preferences/reminder-preferences';

/** Issued invoices that still owe something get reminders; a draft, paid, cancelled or completed one none. */
export const REMINDED_INVOICE_STATUSES = ['sent', 'viewed', 'partially_paid', 'overdue'];
/** A quote is reminded of while the client has not decided it. */
export const REMINDED_QUOTE_STATUSES = ['sent', 'viewed'];

/** What the reminder rules read of a document (the scheduler's scan reads only these). */
export type RemindedDocument = Pick<
  StoredDocument,
  | '_id'
  | 'ownerId'
  | 'type'
  | 'status'
  | 'clientId'
  | 'dueOrExpiryDate'
  | 'currency'
  | 'totalAmount'
  | 'amountPaid'
  | 'balanceDue'
  | 'payments'
  | 'decision'
  | 'reminders'
  | 'remindersSent'
  | 'reminderLeaseUntil'
>;

const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

/** What the document owes now: an invoice its balance, a quote its total. */
export function amountDue(document: RemindedDocument): string {
  if (document.type === 'quote') return document.totalAmount;
  return storedBalance(document as StoredDocument).balanceDue;
}

/**
 * Whether the document gets reminders at all now: issued (or a sent, undecided quote), with a due date
 * (or 'Valid until'), a client to write to and something owed. The moment its balance is 0, or it is
 * cancelled or paid, this says no, and reminders stop.
 */
export function isReminded(document: RemindedDocument): boolean {
  if (!document.dueOrExpiryDate || !document.clientId) return false;
  if (document.type === 'invoice') {
    return REMINDED_INVOICE_STATUSES.includes(document.status) && !isZero(amountDue(document));
  }
  return document.type === 'quote' && REMINDED_QUOTE_STATUSES.includes(document.status) && !document.decision;
}

/**
 * An invoice's reminder plan: its own rules when it has them, else the owner's; repeats and zone the
 * owner's. Its own empty list means none at all, repeats included.
 */
export function invoicePlan(document: RemindedDocument, preferences: ReminderSettings): ReminderPlan {
  const own = ownReminders(document);
  return {
    dueDate: document.dueOrExpiryDate ?? '',
    rules: own ?? preferences.reminders,
    repeatDays: own?.length === 0 ? 0 : preferences.repeatDays,
    maxRepeats: preferences.maxRepeats,
    timeZone: preferences.timeZone,
  };
}

/** When reminder `k` of the document goes (a quote has only reminder 1); null when it has none. */
export function reminderAt(
  document: RemindedDocument,
  preferences: ReminderSettings,
  k: number,
): Date | null {
  if (document.type === 'quote') {
    return k === 1
      ? quoteReminderInstant(
          document.dueOrExpiryDate ?? '',
          preferences.quoteReminderDays,
          preferences.timeZone,
        )
      : null;
  }
  return reminderInstant(invoicePlan(document, preferences), k);
}

export type NextReminder = { k: number; at: Date };

/** The document's next reminder (the one after those sent), or null when none is to go. */
export function nextReminder(document: RemindedDocument, preferences: ReminderSettings): NextReminder | null {
  if (!isReminded(document)) return null;
  const k = (document.remindersSent ?? 0) + 1;
  const at = reminderAt(document, preferences, k);
  return at ? { k, at } : null;
}
