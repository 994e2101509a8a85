import type { DocumentFields } from '@paydraft/contracts';
import { reminderRulesField, type ReminderAnchor, type ReminderRule } from '@paydraft/invoice-core';
import type { StoredDocument } from '../documents/document.schema';

/**
 * An invoice's own reminders as a save writes them: null to follow the owner's preferences (the field
 * absent), the rules otherwise ([] for none). Other documents have none of their own.
 */
export function savedReminders(type: string, fields: DocumentFields): ReminderRule[] | null {
  if (type !== 'invoice' || !fields.reminders) return null;
  // Checked already (document-content.ts); parsed again for the stored form: on_due at 0 days, in date order.
  return reminderRulesField.parse(fields.reminders.rules.map(({ days, anchor }) => ({ days, anchor })));
}

/** The invoice's own rules as stored, or null when it follows the preferences. */
export function ownReminders(stored: Pick<StoredDocument, 'type' | 'reminders'>): ReminderRule[] | null {
  if (stored.type !== 'invoice' || !Array.isArray(stored.reminders)) return null;
  return stored.reminders.map((rule) => ({ days: rule.days ?? 0, anchor: rule.anchor as ReminderAnchor }));
}

/** The answer's `reminders`: the invoice's own schedule, absent when it follows the preferences. */
export function remindersView(stored: StoredDocument) {
  const rules = ownReminders(stored);
  return rules ? { rules } : undefined;
}
