export { DocumentTimeline } from '../../entities/activity/ui/DocumentTimeline';
