export { DashboardShell } from './DashboardShell';
export { lazySection, type DashboardSection, type SectionRegistry } from './model/sectionRegistry';
