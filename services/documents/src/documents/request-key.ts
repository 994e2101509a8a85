import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/**
 * The id a create named by `requestKey` gives its document: the same owner, type and key always give
 * the same id, so a create sent again finds the document the first one made (the store's unique `_id`
 * decides between two that run at once). Hashed with the owner, so one owner's key never names
 * another's document.
 */
export function documentIdForRequest(ownerId: string, type: string, requestKey: string): Types.ObjectId {
  const digest = createHash('sha256').update(`${ownerId}\n${type}\n${requestKey}`).digest();
  return new Types.ObjectId(digest.subarray(0, 12));
}
