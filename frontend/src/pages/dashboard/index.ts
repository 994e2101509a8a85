export { DashboardPage } from './DashboardPage';
export { DashboardClientPage } from './DashboardClientPage';
export { DASHBOARD_SECTIONS } from './dashboardSections';
