import { Schema, type InferSchemaType } from 'mongoose';

export const OUTBOX_MESSAGE_MODEL = 'OutboxMessage';

/** Every email the product sends, kept with its delivery state. */
export const outboxMessageSchema = new Schema(
  {
    kind: { type: String, required: true, enum: ['contact'] },
    to: { type: String, required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    category: { type: String, required: true },
    state: { type: String, required: true, enum: ['queued', 'delivered', 'failed'], default: 'queued' },
  },
  { collection: 'outbox', timestamps: true },
);

outboxMessageSchema.index({ state: 1, createdAt: 1 });

export type OutboxMessage = InferSchemaType<typeof outboxMessageSchema>;
