import { ServiceErrorReasons, type ListClientsRequest } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import type { QueryFilter } from 'mongoose';
import type { ClientRecord } from './client.schema';
import { CLIENT_STATUSES, isClientStatus } from './client-fields';

export const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 200;

/** The fields a search looks in (business, contact, email, phone or address). */
const SEARCHED_FIELDS = ['businessName', 'contactName', 'businessEmail', 'businessPhone', 'businessAddress'];

/**
 * The text taken literally: every character a regex would read as an operator is escaped, and a null
 * byte is written as the escape \x00, since BSON carries a pattern as a C string that a null byte ends.
 */
export const escapeRegex = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');

export type ClientPage = { skip: number; limit: number } | undefined;

/** The owner's clients matching the request's search and status; a bad status or search is a 400. */
export function clientFilter(ownerId: string, request: ListClientsRequest): QueryFilter<ClientRecord> {
  const filter: QueryFilter<ClientRecord> = { ownerId };
  const status = request.status.trim();
  if (status) {
    if (!isClientStatus(status)) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_CLIENT,
        `Status must be one of ${CLIENT_STATUSES.join(', ')}`,
      );
    }
    filter.status = status;
  }
  const search = request.search.trim();
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new ServiceException(
      ServiceErrorReasons.INVALID_CLIENT,
      `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
    );
  }
  if (search) {
    const pattern = new RegExp(escapeRegex(search), 'i');
    filter.$or = SEARCHED_FIELDS.map((field) => ({ [field]: pattern }));
  }
  return filter;
}

/** Page 0 means the whole list (the spec's plain GET); otherwise page_size must be 1-100. */
export function clientPage(request: ListClientsRequest): ClientPage {
  if (request.page === 0) return undefined;
  if (request.pageSize < 1 || request.pageSize > MAX_PAGE_SIZE) {
    throw new ServiceException(
      ServiceErrorReasons.INVALID_CLIENT,
      `Page size must be between 1 and ${MAX_PAGE_SIZE}`,
    );
  }
  return { skip: (request.page - 1) * request.pageSize, limit: request.pageSize };
}
