export { StatusPage } from './StatusPage';
