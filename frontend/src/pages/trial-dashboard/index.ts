export { DemoDashboardPage } from './DemoDashboardPage';
export { DemoClientPage } from './DemoClientPage';
export { DemoDialog } from './components/DemoDialog';
export { createWriteRelay } from './model/demoGate';
export { DEMO_USER } from './model/demoData';
export { createDemoSource } from './model/demoSource';
