import type { CarriedForm } from '../builder';
import type { HistoryDocument } from '../../entities/document';

/**
 * The navigation contract of the dashboard's builder (`?section=create`): other sections navigate
 * to the create section (useSectionHref('create'), under the frame's base path) with one of these as
 * the location state.
 *
 * - `editDocument`: History's Edit, the document as GET /api/documents/all answers it.
 * - `convertQuote`: Convert Quotes' Convert, a quote as that list answers it.
 * - `create: 'quote'`: 'New Quote' (the builder opens as a quote).
 * - `carried`: the public builder's 'Open in dashboard', a new document with what the user typed there.
 */
export type ComposeLocationState = {
  editDocument?: HistoryDocument;
  convertQuote?: HistoryDocument;
  create?: 'quote' | 'invoice';
  carried?: CarriedForm;
};

/** What the builder is asked to do. */
export type ComposeRequest =
  | { kind: 'create'; type: 'invoice' | 'quote' }
  | { kind: 'edit'; document: HistoryDocument }
  | { kind: 'convert'; quote: HistoryDocument }
  | { kind: 'carry'; form: CarriedForm };

export const NEW_INVOICE: ComposeRequest = { kind: 'create', type: 'invoice' };

/**
 * The state the builder leaves in the history entry once it has read a request, so that a reload
 * (which keeps history state) does not open stale data again.
 */
export const CONSUMED_STATE = { composeConsumed: true } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isConsumedState = (state: unknown): boolean => isObject(state) && state.composeConsumed === true;

/** A carried form as the public builder makes it (the state is the browser's: it may be anything). */
const isCarriedForm = (value: unknown): value is CarriedForm =>
  isObject(value) &&
  (value.documentType === 'invoice' || value.documentType === 'quote') &&
  isObject(value.fields) &&
  (value.logo === null || isObject(value.logo));

/** The request a location state carries, or null when it carries none. */
export function composeRequestOf(state: unknown): ComposeRequest | null {
  if (!isObject(state)) return null;
  if (isObject(state.editDocument)) return { kind: 'edit', document: state.editDocument as HistoryDocument };
  if (isObject(state.convertQuote)) return { kind: 'convert', quote: state.convertQuote as HistoryDocument };
  if (state.create === 'quote' || state.create === 'invoice') return { kind: 'create', type: state.create };
  if (isCarriedForm(state.carried)) return { kind: 'carry', form: state.carried };
  return null;
}
