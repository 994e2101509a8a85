import { Schema, type InferSchemaType } from 'mongoose';

export const ONE_TIME_TOKEN_MODEL = 'OneTimeToken';

/** What a single-use token is for, and how long it is valid. */
export const ONE_TIME_TOKEN_TTL_MS = {
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  /** Google sign-in hand-over: the page exchanges it at once, so a minute is plenty. */
  login_code: 60 * 1000,
} as const;

export type OneTimeTokenKind = keyof typeof ONE_TIME_TOKEN_TTL_MS;

/** Kinds of which only the newest token of a user works: asking again ends the links sent before. */
export const ONLY_NEWEST_KINDS: ReadonlySet<OneTimeTokenKind> = new Set(['password_reset', 'email_change']);

/**
 * A single-use token sent by mail. Only its SHA-256 is stored, so a leaked database does not hand
 * out working links. Used once by setting `usedAt` in the same update that finds it; ended unused
 * (`revokedAt`) by a newer link of its kind, or, for reset links, by a change of the address.
 */
export const oneTimeTokenSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    kind: { type: String, required: true, enum: Object.keys(ONE_TIME_TOKEN_TTL_MS) },
    userId: { type: String, required: true },
    /** What the token confirms: the new address of an email change, so a token confirms only its own. */
    subject: { type: String },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
    revokedAt: { type: Date },
  },
  { collection: 'one_time_tokens', timestamps: true },
);

oneTimeTokenSchema.index({ tokenHash: 1 }, { unique: true });
oneTimeTokenSchema.index({ expiresAt: 1 });
oneTimeTokenSchema.index({ userId: 1, kind: 1 });

export type OneTimeToken = InferSchemaType<typeof oneTimeTokenSchema>;
