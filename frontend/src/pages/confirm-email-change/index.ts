export { ConfirmEmailChangePage } from './ConfirmEmailChangePage';
