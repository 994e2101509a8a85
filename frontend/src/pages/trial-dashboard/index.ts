export { DemoFrame } from '../../app/demo/DemoFrame';
export { DemoDashboardPage } from './DemoDashboardPage';
export { DemoClientPage } from './DemoClientPage';
