export { ContactSupportSection } from './ContactSupportSection';
