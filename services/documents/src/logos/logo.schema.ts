import { Schema, type InferSchemaType } from 'mongoose';

export const LOGO_MODEL = 'Logo';

/**
 * An owner's logo (`_id` is the owner id, so each owner has one). `logoId` is new at every upload: it
 * names the logo in its public URL, which can therefore be cached for ever and cannot be guessed.
 */
export const logoSchema = new Schema(
  {
    _id: { type: String, required: true },
    logoId: { type: String, required: true },
    data: { type: Buffer, required: true },
    mimeType: { type: String, required: true },
  },
  { collection: 'logos', timestamps: true },
);

logoSchema.index({ logoId: 1 }, { unique: true });

export type StoredLogo = InferSchemaType<typeof logoSchema> & { _id: string };
