export { ReminderDueController } from './reminder-due.controller';
export { LateFees } from './late-fee';
export { ReminderSender } from './reminder-sender.service';
export { RemindersSource } from './reminders.source';
