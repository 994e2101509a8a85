/** The client's two decisions on a quote: set only from the quote's public view, never by its owner. */
const DECISIONS: readonly string[] = ['accepted', 'rejected'];

/** A decided quote keeps its decision when marked completed (converted); other changes make a new revision. */
const KEEPING_THE_DECISION: readonly string[] = ['completed'];

/**
 * The statuses an owner may pick for a document (the spec offers every status of the type; the
 * decisions are the client's). An undecided quote never offers accepted or rejected; a decided one
 * offers its decision and completed: changing anything else is an edit, which makes the next revision.
 */
export function ownerStatusChoices(
  type: string,
  statuses: readonly string[],
  current: string,
): readonly string[] {
  if (type !== 'quote') return statuses;
  if (DECISIONS.includes(current))
    return statuses.filter((s) => s === current || KEEPING_THE_DECISION.includes(s));
  return statuses.filter((s) => !DECISIONS.includes(s));
}

/** A quote its client accepted or rejected: frozen, and an edit makes its next revision. */
export const isDecidedQuote = (document: { document_type: string; status?: unknown }) =>
  document.document_type === 'quote' && DECISIONS.includes(String(document.status ?? ''));
