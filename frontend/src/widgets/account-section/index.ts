export { AccountSection } from './AccountSection';
