export { DashboardClientPage } from './DashboardClientPage';
