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
  // The scheduler's (docs/scheduling.md): a reminder mailed, an invoice made by a recurring profile,
  // an invoice past its due date with a balance, a quote past its 'Valid until'.
  'reminder_sent',
  'created_from_recurring',
  'marked_overdue',
  'expired',
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
    // reminder_sent: which reminder; created_from_recurring: the profile.
    reminder: Number,
    recurringId: String,
  },
  { collection: 'activities', timestamps: { createdAt: true, updatedAt: false } },
);

// The feed reads an owner's newest entries; a document's timeline, that document's.
activitySchema.index({ ownerId: 1, createdAt: -1 });
activitySchema.index({ ownerId: 1, documentId: 1, createdAt: -1 });

export type StoredActivity = InferSchemaType<typeof activitySchema> & {
  _id: { toString(): string };
  createdAt: Date;
};
