export { SendDocumentDialog, type SendDocumentDialogProps } from './components/SendDocumentDialog';
export type { SendDocumentReply, ShareableDocument } from './api/sharingApi';
