export { DocumentTimeline } from './components/DocumentTimeline';
