import type { ListDocumentsRequest } from '@paydraft/contracts';
import type { QueryFilter } from 'mongoose';
import type { StoredDocument } from './document.schema';

/** The history's 'No Client Assigned' choice. */
export const NO_CLIENT = 'none';

const SEARCHED_FIELDS = ['number', 'senderInfo', 'receiverInfo', 'poNumber', 'notes'] as const;

/** Typed text is matched literally, never as a pattern. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The owner's documents matching search, client and status; the type is added by the caller. */
export function documentFilter(ownerId: string, request: ListDocumentsRequest): QueryFilter<StoredDocument> {
  const filter: QueryFilter<StoredDocument> = { ownerId };
  const search = request.search.trim();
  if (search) {
    const pattern = { $regex: escapeRegex(search), $options: 'i' };
    filter.$or = SEARCHED_FIELDS.map((field) => ({ [field]: pattern }));
  }
  if (request.client === NO_CLIENT) filter.clientId = '';
  else if (request.client) filter.clientId = request.client;
  if (request.status) filter.status = request.status;
  return filter;
}
