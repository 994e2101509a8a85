export { HealthIndicator } from './components/HealthIndicator';
export { useGetHealthQuery } from './api/statusApi';
