export { AccountPanel } from './components/AccountPanel';
