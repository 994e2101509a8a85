export { RequireDashboardAccess } from './RequireDashboardAccess';
