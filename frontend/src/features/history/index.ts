export { HistorySection } from './HistorySection';
