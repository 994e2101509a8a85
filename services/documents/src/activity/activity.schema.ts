import { Schema, type InferSchemaType } from 'mongoose';

export const ACTIVITY_MODEL = 'Activity';

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'status_changed',
  'converted',
  'deleted',
  // Sharing: the owner emailed it; its client opened the PDF, accepted or rejected the quote.
  'sent',
  'viewed',
  'accepted',
  'rejected',
  // Payments of an invoice: recorded by the owner or by card, deleted by the owner, refunded by card.
  'payment_recorded',
  'payment_deleted',
  'payment_refunded',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One entry of an owner's feed; the document's number and status are copied so a deleted one still reads. */
export const activitySchema = new Schema(
  {
    ownerId: { type: String, required: true },
    action: { type: String, required: true },
    documentType: { type: String, required: true },
    documentId: { type: String, required: true },
    documentNumber: { type: String, required: true },
    status: { type: String, required: true },
  },
  { collection: 'activities', timestamps: { createdAt: true, updatedAt: false } },
);

// The feed reads an owner's newest entries.
activitySchema.index({ ownerId: 1, createdAt: -1 });

export type StoredActivity = InferSchemaType<typeof activitySchema> & {
  _id: { toString(): string };
  createdAt: Date;
};
