export { OverviewSection } from './OverviewSection';
