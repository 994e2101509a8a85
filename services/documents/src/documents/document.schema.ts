import { Schema, type InferSchemaType } from 'mongoose';
import { recordChanges } from './history/record-changes';

export const DOCUMENT_MODEL = 'Document';

const lineItemSchema = new Schema(
  {
    description: String,
    qty: String,
    price: String,
    cols: { type: Map, of: String },
    // The money model (absent on items saved before it: no line taxes of their own, no discount, no unit).
    taxIds: { type: [String], default: undefined },
    discountPercentage: String,
    unit: String,
  },
  { _id: false },
);
const taxSchema = new Schema(
  { id: String, name: String, rate: String, category: String, compound: Boolean },
  { _id: false },
);
const taxLineSchema = new Schema(
  { id: String, name: String, rate: String, category: String, base: String, amount: String },
  { _id: false },
);
/** A seller or buyer as it was when the document was saved (money-model-records.ts). */
const partySchema = new Schema(
  {
    name: String,
    addressLines: [String],
    postalCode: String,
    city: String,
    region: String,
    country: String,
    vatId: String,
    registrationId: String,
    email: String,
    phone: String,
  },
  { _id: false },
);
const paymentSchema = new Schema(
  { iban: String, bic: String, accountName: String, reference: String, instructions: String },
  { _id: false },
);
/** A payment of an invoice (docs/payments.md); a card refund is one with a negative amount. */
const paymentRecordSchema = new Schema(
  {
    id: { type: String, required: true },
    amount: { type: String, required: true },
    currency: { type: String, required: true },
    date: { type: String, required: true },
    method: { type: String, required: true },
    reference: { type: String, default: '' },
    note: { type: String, default: '' },
    // manual, or stripe (the pay-now webhook): those carry the Stripe ids that make them happen once.
    source: { type: String, required: true },
    checkoutSessionId: String,
    paymentIntentId: String,
    stripeEventId: String,
    needsReview: { type: Boolean, default: false },
    recordedAt: { type: Date, required: true },
  },
  { _id: false },
);
/** One of an invoice's own reminders (invoice-core's ReminderRule). */
const reminderRuleSchema = new Schema({ days: Number, anchor: String }, { _id: false });
const customColumnSchema = new Schema({ id: String, label: String }, { _id: false });
/** The invoice a credit note corrects: its id, and its number and issue date as they were then. */
const precedingInvoiceSchema = new Schema({ id: String, number: String, issueDate: String }, { _id: false });
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
 * An owner's invoice, quote or credit note. Money and percents are decimal strings (invoice-core's vocabulary);
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
    // The money model beyond the spec; documents saved before have none of it and compute as the spec did.
    taxes: { type: [taxSchema], default: undefined },
    pricesIncludeTax: Boolean,
    seller: { type: partySchema, default: undefined },
    buyer: { type: partySchema, default: undefined },
    payment: { type: paymentSchema, default: undefined },
    buyerReference: String,
    deliveryDate: String,
    // BCP 47 tag it is printed, shown and mailed in (snapshot at save); absent on documents saved before: en-US.
    language: String,
    // The rest of the totals, computed with totalAmount (absent on documents saved before: document-totals.ts).
    subtotal: String,
    discountAmount: String,
    taxBreakdown: { type: [taxLineSchema], default: undefined },
    taxAmount: String,
    rounding: String,
    convertedInvoiceId: { type: String, default: '' },
    // Credit notes only: set when it is made, never changed by a save.
    precedingInvoice: { type: precedingInvoiceSchema, default: undefined },
    // A quote decided on its public view: the name typed on acceptance, and when (ISO 8601).
    signerName: { type: String, default: '' },
    decidedAt: { type: String, default: '' },
    // accepted or rejected by the client on the public view (never by the owner); empty while undecided.
    decision: { type: String, default: '' },
    // Quotes: which revision the fields above are; earlier decided ones are kept in `revisions`.
    revision: { type: Number, default: 1 },
    revisions: { type: [quoteRevisionSchema], default: [] },
    // Invoices: payments, their sum and what is left, kept with every change of either (payments/).
    payments: { type: [paymentRecordSchema], default: undefined },
    amountPaid: String,
    balanceDue: String,
    // The status the invoice had before its first payment: where deleting the last one brings it back.
    unpaidStatus: String,
    // Recurring invoices (recurring/): the profile that made the invoice, and which occurrence it is.
    recurringId: String,
    recurringSequence: Number,
    // Reminders (reminders/): the invoice's own rules (absent or null: the owner's preferences; []: none),
    // how many reminders went so far (reminder k is sent once: a write conditional on k - 1), the
    // scheduler's lease on the next one, and whether a late fee was added (once, ever).
    reminders: { type: [reminderRuleSchema], default: undefined },
    remindersSent: Number,
    reminderLeaseUntil: Date,
    lateFeeAdded: Boolean,
  },
  { collection: 'documents', timestamps: true },
);

// A number names one document of its type per owner: hand-typed duplicates and racing saves both meet this.
documentSchema.index({ ownerId: 1, type: 1, number: 1 }, { unique: true });
// The scheduler's scans (docs/scheduling.md): the overdue sweep's open invoices, quote expiry's sent quotes.
documentSchema.index({ type: 1, status: 1, dueOrExpiryDate: 1 });
// No index for the history's pages: they are served from memory (history/document-history.ts), which reads
// an owner's documents whole, by the prefix `ownerId` of the number index above.
// Every write tells the history caches of all instances what changed (history/document-history.ts).
recordChanges(documentSchema);

export type StoredDocument = InferSchemaType<typeof documentSchema> & {
  _id: { toString(): string };
  createdAt: Date;
  updatedAt: Date;
};
