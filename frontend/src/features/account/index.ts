export { AccountPanel } from './components/AccountPanel';
export { planLabel } from './model/planLabel';
