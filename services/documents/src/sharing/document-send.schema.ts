import { Schema, type InferSchemaType } from 'mongoose';

export const DOCUMENT_SEND_MODEL = 'DocumentSend';

/**
 * One document emailed by its owner: counted for the per-owner hourly limit, in the database so that
 * every documents instance counts the same sends. Rows older than the window are deleted as sends come.
 */
export const documentSendSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    documentId: { type: String, required: true },
    sentAt: { type: Date, required: true },
    /** This send moved the document from draft to sent: undone if its email cannot be built. */
    markedSent: { type: Boolean, default: false },
  },
  { collection: 'document_sends' },
);

// The limit counts an owner's sends since an instant.
documentSendSchema.index({ ownerId: 1, sentAt: 1 });

export type StoredDocumentSend = InferSchemaType<typeof documentSendSchema> & { _id: string };
