export { RecurringSection } from '../../widgets/recurring-section/RecurringSection';
export { RecurringDialog, type RecurringTarget } from './components/RecurringDialog';
export { MakeRecurringCard } from './components/MakeRecurringCard';
export { useSavedInvoiceQuery } from './api/recurringApi';
