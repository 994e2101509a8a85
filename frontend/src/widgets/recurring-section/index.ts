export { RecurringSection } from './RecurringSection';
