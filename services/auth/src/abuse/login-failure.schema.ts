import { Schema, type InferSchemaType } from 'mongoose';

export const LOGIN_FAILURE_MODEL = 'LoginFailure';

/**
 * Failed sign-ins at one account (`user:<id>`) or, for logins that match no account, at the name
 * typed (`login:<key>`), so an unknown account locks exactly like a known one and the lock tells
 * nothing. One fixed window each; a window past its end counts as none and is purged periodically.
 */
export const loginFailureSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    windowEndsAt: { type: Date, required: true },
  },
  { collection: 'login_failures' },
);

loginFailureSchema.index({ windowEndsAt: 1 });

export type LoginFailure = InferSchemaType<typeof loginFailureSchema> & { _id: string };
