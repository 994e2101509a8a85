export { PaymentsPanel } from './components/PaymentsPanel';
export { RecordPaymentDialog } from './components/RecordPaymentDialog';
export { paymentsApi } from './api/paymentsApi';
export { useInvoiceStatus } from './hooks/useInvoiceStatus';
export { canRecordPayment } from './model/payableStatus';
