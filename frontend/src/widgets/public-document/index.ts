export {
  useMarkPublicDocumentViewedMutation,
  usePublicDocumentPdfMutation,
  usePublicDocumentQuery,
} from './api/publicViewApi';
export type { PublicDocumentKey } from './api/publicViewApi';
export { PayNowButton } from './components/PayNowButton';
export { PaymentReturnNotice } from './components/PaymentReturnNotice';
export { QuoteDecision } from './components/QuoteDecision';
export { RevisionNotes } from './components/RevisionNotes';
export { PublicDocumentView } from './components/PublicDocumentView';
export { PublicLocaleScope } from './components/PublicLocaleScope';
export { useHtmlLanguage } from './hooks/useHtmlLanguage';
export { usePaymentConfirmation } from './hooks/usePaymentConfirmation';
export { isPaidInvoice, paymentReturnOf } from './model/invoicePayment';
export type { PublicLocale } from './model/locale';
export { canDecide, documentName, partyText, revisionsOf } from './model/publicDocument';
