import { Schema, type InferSchemaType } from 'mongoose';
import { MAIL_KINDS } from '../templates/mail-kinds';

export const OUTBOX_MESSAGE_MODEL = 'OutboxMessage';

/**
 * Delivery states. `queued` waits for `nextAttemptAt`; `sending` is claimed by one worker until
 * `leaseUntil`; `delivered` and `failed` are final.
 */
export const OUTBOX_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A file sent with the mail (a document's PDF): base64, as the provider takes it; dropped once final. */
const attachmentSchema = new Schema(
  {
    filename: { type: String, required: true },
    type: { type: String, required: true },
    content: { type: String, required: true },
  },
  { _id: false },
);

/** Every email the product sends, rendered when queued, kept with its delivery state. */
export const outboxMessageSchema = new Schema(
  {
    kind: { type: String, required: true, enum: MAIL_KINDS },
    to: { type: String, required: true },
    /** The display name of the product's address for this mail (the owner's business name). */
    fromName: { type: String },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String },
    category: { type: String },
    attachments: { type: [attachmentSchema], default: undefined },
    /** The event a mail was queued for: a redelivered event finds its row instead of queueing another. */
    sourceEventId: { type: String },
    state: { type: String, required: true, enum: OUTBOX_STATES, default: 'queued' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    leaseUntil: { type: Date },
    /** Set by the claim; a worker only records an outcome for a claim it still holds. */
    claimId: { type: String },
    providerMessageId: { type: String },
    lastError: { type: String },
    finishedAt: { type: Date },
    /** False until mailer.mail.delivered / mailer.mail.failed is published for the final state. */
    outcomePublished: { type: Boolean, required: true, default: false },
  },
  { collection: 'outbox', timestamps: true },
);

outboxMessageSchema.index({ state: 1, nextAttemptAt: 1 });
outboxMessageSchema.index({ state: 1, leaseUntil: 1 });
outboxMessageSchema.index({ outcomePublished: 1, state: 1 });
outboxMessageSchema.index({ sourceEventId: 1 });

export type OutboxMessage = InferSchemaType<typeof outboxMessageSchema>;
