export { ReminderRulesEditor } from './components/ReminderRulesEditor';
export { InvoiceRemindersCard } from './components/InvoiceRemindersCard';
export { reminderText } from './model/reminderRules';
