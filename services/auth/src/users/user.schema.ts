import { Schema, type InferSchemaType } from 'mongoose';

export const USER_MODEL = 'User';

/**
 * An account. `emailKey` and `usernameKey` are the lower-cased forms the unique indexes hold, so
 * 'Ada@X.io' and 'ada@x.io' are one account while the address keeps the case it was typed in.
 */
export const userSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    emailKey: { type: String, required: true },
    username: { type: String },
    usernameKey: { type: String },
    /** argon2id (PHC string); absent for accounts that sign in only with Google. */
    passwordHash: { type: String },
    /** The Google account (OIDC `sub`) linked to this one, if any. */
    googleSubject: { type: String },
    /** The linked Google profile's name and picture URL, refreshed at each Google sign-in. */
    googleName: { type: String },
    googleAvatarUrl: { type: String },
    isTester: { type: Boolean, required: true, default: false },
    /** An address change waiting for confirmation from the new mailbox. */
    pendingEmail: { type: String },
  },
  { collection: 'users', timestamps: true },
);

userSchema.index({ emailKey: 1 }, { unique: true });
// Sparse: accounts without a username do not collide on the missing key.
userSchema.index({ usernameKey: 1 }, { unique: true, sparse: true });

// Sparse: one account per Google subject, and most accounts have none.
userSchema.index({ googleSubject: 1 }, { unique: true, sparse: true });

export type User = InferSchemaType<typeof userSchema> & { _id: string; createdAt: Date };
