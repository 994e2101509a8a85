import { Schema, type InferSchemaType } from 'mongoose';

export const CLIENT_MODEL = 'Client';

/**
 * A client of one owner. The id is a random UUID string, so any id a page sends is a plain lookup
 * (never a cast error) and another owner's id is simply not found under the caller's ownerId.
 */
export const clientSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    businessName: { type: String, default: '' },
    contactName: { type: String, default: '' },
    businessEmail: { type: String, default: '' },
    businessPhone: { type: String, default: '' },
    businessAddress: { type: String, default: '' },
    businessWebsite: { type: String, default: '' },
    taxId: { type: String, default: '' },
    notes: { type: String, default: '' },
    status: { type: String, default: 'active' },
    // The structured address and identifiers (docs/money-model-api.md); clients saved before them read
    // as empty.
    addressLines: { type: [String], default: undefined },
    postalCode: String,
    city: String,
    region: String,
    country: String,
    vatId: String,
    registrationId: String,
    // IANA zone of the client's recurring invoices; empty (or absent on older clients): the owner's.
    timeZone: String,
    language: String,
  },
  { collection: 'clients', timestamps: true },
);

// Every list is one owner's, newest update first; the store has no text index, so search is a
// case-insensitive regex over this owner's clients only.
clientSchema.index({ ownerId: 1, updatedAt: -1, _id: -1 });

export type ClientRecord = InferSchemaType<typeof clientSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
