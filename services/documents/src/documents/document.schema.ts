import { Schema, type InferSchemaType } from 'mongoose';

export const DOCUMENT_MODEL = 'Document';

const lineItemSchema = new Schema(
  { description: String, qty: String, price: String, cols: { type: Map, of: String } },
  { _id: false },
);
const customColumnSchema = new Schema({ id: String, label: String }, { _id: false });

/**
 * An owner's invoice or quote. Money and percents are decimal strings (invoice-core's vocabulary);
 * totalAmount is computed by the service on every save.
 */
export const documentSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    type: { type: String, required: true },
    number: { type: String, required: true },
    clientId: { type: String, default: '' },
    status: { type: String, required: true },
    issueDate: { type: String, default: '' },
    dueOrExpiryDate: { type: String, default: '' },
    poNumber: { type: String, default: '' },
    paymentTerms: { type: String, default: '' },
    currency: { type: String, required: true },
    taxRate: { type: String, default: '0' },
    discountPercentage: { type: String, default: '0' },
    senderInfo: { type: String, default: '' },
    receiverInfo: { type: String, default: '' },
    items: { type: [lineItemSchema], default: [] },
    customColumns: { type: [customColumnSchema], default: [] },
    notes: { type: String, default: '' },
    totalAmount: { type: String, required: true },
    convertedInvoiceId: { type: String, default: '' },
  },
  { collection: 'documents', timestamps: true },
);

// A number names one document of its type per owner: hand-typed duplicates and racing saves both meet this.
documentSchema.index({ ownerId: 1, type: 1, number: 1 }, { unique: true });
// The history's pages (all types, one type, one client), newest update first.
documentSchema.index({ ownerId: 1, updatedAt: -1 });
documentSchema.index({ ownerId: 1, type: 1, updatedAt: -1 });
documentSchema.index({ ownerId: 1, clientId: 1, updatedAt: -1 });

export type StoredDocument = InferSchemaType<typeof documentSchema> & {
  _id: { toString(): string };
  createdAt: Date;
  updatedAt: Date;
};
