import { Schema, type InferSchemaType } from 'mongoose';

export const SHARE_LINK_MODEL = 'ShareLink';

/**
 * The public link of one document: its token is the only credential of the public view. One link per
 * document (renewing writes a new token over the old, so the old one finds nothing from then on).
 */
export const shareLinkSchema = new Schema(
  {
    token: { type: String, required: true },
    documentId: { type: String, required: true },
    ownerId: { type: String, required: true },
    type: { type: String, required: true },
  },
  { collection: 'share_links', timestamps: true },
);

// The public calls look a link up by its token; a document has at most one link.
shareLinkSchema.index({ token: 1 }, { unique: true });
shareLinkSchema.index({ documentId: 1 }, { unique: true });

export type StoredShareLink = InferSchemaType<typeof shareLinkSchema> & { _id: { toString(): string } };
