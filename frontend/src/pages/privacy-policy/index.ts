export { PrivacyPolicyPage } from './PrivacyPolicyPage';
