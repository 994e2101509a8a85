export { SignupPage } from './SignupPage';
