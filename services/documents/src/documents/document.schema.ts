import { Schema, type InferSchemaType } from 'mongoose';
import { recordChanges } from './history/record-changes';

export const DOCUMENT_MODEL = 'Document';

const lineItemSchema = new Schema(
  { description: String, qty: String, price: String, cols: { type: Map, of: String } },
  { _id: false },
);
const customColumnSchema = new Schema({ id: String, label: String }, { _id: false });
/** An earlier revision of a quote, frozen when it was decided: its content as the client saw it. */
const quoteRevisionSchema = new Schema(
  {
    revision: { type: Number, required: true },
    status: { type: String, required: true },
    signerName: { type: String, default: '' },
    decidedAt: { type: String, default: '' },
    content: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false },
);

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
    // A quote decided on its public view: the name typed on acceptance, and when (ISO 8601).
    signerName: { type: String, default: '' },
    decidedAt: { type: String, default: '' },
    // accepted or rejected by the client on the public view (never by the owner); empty while undecided.
    decision: { type: String, default: '' },
    // Quotes: which revision the fields above are; earlier decided ones are kept in `revisions`.
    revision: { type: Number, default: 1 },
    revisions: { type: [quoteRevisionSchema], default: [] },
  },
  { collection: 'documents', timestamps: true },
);

// A number names one document of its type per owner: hand-typed duplicates and racing saves both meet this.
documentSchema.index({ ownerId: 1, type: 1, number: 1 }, { unique: true });
// No index for the history's pages: they are served from memory (history/document-history.ts), which reads
// an owner's documents whole, by the prefix `ownerId` of the number index above.
// Every write tells the history caches of all instances what changed (history/document-history.ts).
recordChanges(documentSchema);

export type StoredDocument = InferSchemaType<typeof documentSchema> & {
  _id: { toString(): string };
  createdAt: Date;
  updatedAt: Date;
};
