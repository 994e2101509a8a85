import { Schema, type InferSchemaType } from 'mongoose';

export const SESSION_MODEL = 'Session';

/**
 * A signed-in session. Its token is an opaque random string of which only the SHA-256 is kept, as
 * the `_id` (the key every request looks it up by), so a leaked database signs no one in. The gateway
 * asks for it on every request, so ending it (`endedAt`) refuses the token at once. The store has no TTL indexes: queries check
 * `expiresAt`, and expired sessions are purged periodically.
 */
export const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    endedAt: { type: Date },
  },
  { collection: 'sessions', timestamps: true },
);

sessionSchema.index({ userId: 1 });
sessionSchema.index({ expiresAt: 1 });

export type Session = InferSchemaType<typeof sessionSchema> & { _id: string };
