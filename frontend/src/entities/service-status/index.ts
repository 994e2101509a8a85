export { HealthIndicator } from './components/HealthIndicator';
