export {
  useCreateCreditNoteMutation,
  useDeleteHistoryDocumentMutation,
  useDuplicateHistoryDocumentMutation,
  useHistoryClientsQuery,
  useHistoryCsvMutation,
  useHistoryDocumentDownloadMutation,
  useHistoryDocumentPdfMutation,
  useHistoryDocumentsQuery,
  useSetHistoryDocumentStatusMutation,
} from './api/historyApi';
export type {
  DocumentType,
  HistoryDocument,
  HistoryListArgs,
  HistoryOrder,
  HistorySort,
  PaymentFilter,
} from './api/historyApi';
export { longDate, serverErrorText } from './model/documentStatuses';
export { readParty, senderToSave } from './model/partyInfo';
export type { SenderWithLogo } from './model/partyInfo';
export { ALL_CLIENTS, HistoryFilters } from './ui/HistoryFilters';
export { useClientNames, useHistoryListState } from './model/useHistoryListState';
export { DOWNLOAD_KINDS } from './model/downloadKinds';
export type { DownloadKind } from './model/downloadKinds';
export { DocumentTypeLabel } from './ui/DocumentTypeLabel';
