export { ContactForm } from './components/ContactForm';
export { CONTACT_REASONS } from './model/contactReasons';
export type { ContactCategory } from './model/contactReasons';
