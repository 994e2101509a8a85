export { RecurringDialog, type RecurringTarget } from './components/RecurringDialog';
export { MakeRecurringCard } from './components/MakeRecurringCard';
export { useSavedInvoiceQuery } from './api/recurringApi';
export {
  useDeleteRecurringMutation,
  useRecurringActionMutation,
  useRecurringProfilesQuery,
} from './api/recurringApi';
export type { RecurringAction, RecurringProfile } from './api/recurringApi';
export { ProfileCards, ProfileTable } from './components/ProfileList';
export { receiverName } from './model/profileText';
