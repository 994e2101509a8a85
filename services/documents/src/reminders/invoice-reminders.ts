import type { DocumentFields } from '@paydraft/contracts';
import { normalizedReminderRules, type ReminderAnchor, type ReminderRule } from '@paydraft/invoice-core';
import type { StoredDocument } from '../documents/document.schema';

/**
 * An invoice's own reminders as a save writes them: null to follow the owner's preferences (the field
 * absent), the rules otherwise ([] for none). Other documents have none of their own.
 */
export function savedReminders(type: string, fields: DocumentFields): ReminderRule[] | null {
  if (type !== 'invoice' || !fields.reminders) return null;
  return normalizedReminderRules(
    fields.reminders.rules.map((rule) => ({ days: rule.days, anchor: rule.anchor as ReminderAnchor })),
  );
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
