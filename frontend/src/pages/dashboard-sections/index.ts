export { DASHBOARD_SECTIONS } from './dashboardSections';
