export { AccountPanel } from './components/AccountPanel';
export { useEmailChangeConfirmation } from './hooks/useEmailChangeConfirmation';
