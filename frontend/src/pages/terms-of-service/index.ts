export { TermsOfServicePage } from './TermsOfServicePage';
