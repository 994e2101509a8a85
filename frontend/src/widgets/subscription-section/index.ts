export { SubscriptionSection } from './SubscriptionSection';
