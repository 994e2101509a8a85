export { DemoFrame } from './pages/DemoFrame';
export { DemoDashboardPage } from './pages/DemoDashboardPage';
export { DemoClientPage } from './pages/DemoClientPage';
