export { DisclaimerPage } from './DisclaimerPage';
