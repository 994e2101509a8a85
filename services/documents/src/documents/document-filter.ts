import type { ListDocumentsRequest } from '@paydraft/contracts';
import type { StoredDocument } from './document.schema';

/** The history's 'No Client Assigned' choice. */
export const NO_CLIENT = 'none';

const SEARCHED_FIELDS = ['number', 'senderInfo', 'receiverInfo', 'poNumber', 'notes'] as const;

/** Typed text is matched literally, never as a pattern. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type DocumentMatch = (document: StoredDocument) => boolean;

/**
 * Which of the owner's documents match search, client and status (the type is the caller's), for the
 * history held in memory; undefined when nothing narrows them. The rules are the store query's that it
 * replaces: a field that is missing matches neither a search nor `''`. Case folding is Unicode's simple
 * folding (the `u` flag), as in the local store's Go regular expressions.
 */
export function documentMatch(request: ListDocumentsRequest): DocumentMatch | undefined {
  const tests: DocumentMatch[] = [];
  const search = request.search.trim();
  if (search) {
    const pattern = new RegExp(escapeRegex(search), 'iu');
    tests.push((document) =>
      SEARCHED_FIELDS.some((field) => {
        const value: unknown = document[field];
        return typeof value === 'string' && pattern.test(value);
      }),
    );
  }
  const clientId = request.client === NO_CLIENT ? '' : request.client;
  if (request.client) tests.push((document) => document.clientId === clientId);
  const status = request.status;
  if (status) tests.push((document) => document.status === status);
  return tests.length ? (document) => tests.every((test) => test(document)) : undefined;
}
