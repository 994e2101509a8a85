export { ReminderDueController } from './reminder-due.controller';
export { LateFees } from './late-fee';
export { ReminderPreferencesReader } from './reminder-preferences';
export { ReminderSender } from './reminder-sender.service';
export { RemindersSource } from './reminders.source';
