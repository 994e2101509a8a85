import { ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import type { documentContent } from './document-content';
import type { StoredDocument } from './document.schema';
import { storedContent } from './document-view';

export type QuoteContent = ReturnType<typeof documentContent> & { number: string };
/** What a revision keeps and compares: its content; the totals beside the total are computed from it. */
type RevisionContent = ReturnType<typeof storedContent>;
export type RevisionSnapshot = {
  revision: number;
  status: string;
  signerName: string;
  decidedAt: string;
  content: RevisionContent;
};

/**
 * What a revision's content may lack (one archived before the money model): read as absent, never
 * taken from the current revision, and its totals computed again from its own content.
 */
const WITHOUT_MONEY_MODEL = {
  taxes: undefined,
  pricesIncludeTax: undefined,
  seller: undefined,
  buyer: undefined,
  payment: undefined,
  buyerReference: undefined,
  deliveryDate: undefined,
  subtotal: undefined,
  discountAmount: undefined,
  taxBreakdown: undefined,
  taxAmount: undefined,
  rounding: undefined,
};

/** The two decisions, which only the client makes (on the public view). */
export const DECISIONS: readonly string[] = ['accepted', 'rejected'];

/** A decided quote may still be marked completed (converted) without a new revision. */
const STATUSES_KEEPING_THE_DECISION: readonly string[] = ['completed'];

/** The client's decision on the stored revision ('' while undecided); an old hand-set status counts too. */
export const decisionOf = (stored: StoredDocument): string =>
  stored.decision || (DECISIONS.includes(stored.status) ? stored.status : '');

export const revisionOf = (stored: StoredDocument): number => stored.revision ?? 1;

/** The owner's save never sets a decision: only the client's, on the public view, does. */
export function refuseDecisionByHand(status: string) {
  if (DECISIONS.includes(status)) {
    throw new ServiceException(
      ServiceErrorReasons.DECISION_BY_CLIENT_ONLY,
      'Only the client can accept or reject a quote, from its shared link',
    );
  }
}

/** Key order and Map-or-object cols aside, the same content. */
function sameContent(a: RevisionContent, b: RevisionContent): boolean {
  const canonical = (content: RevisionContent) =>
    JSON.stringify(content, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
        : value,
    );
  return canonical(a) === canonical(b);
}

/**
 * How an owner's save of a quote lands. Undecided: in place, but never as accepted or rejected.
 * Decided (frozen): in place only when nothing but the status moves to the decision itself or to
 * completed; anything else makes the next revision (a draft, no decision), and `archived` is the
 * decided revision to keep.
 */
export function quoteSave(
  stored: StoredDocument,
  next: QuoteContent,
): { kind: 'in-place' } | { kind: 'new-revision'; archived: RevisionSnapshot } {
  const decision = decisionOf(stored);
  // The totals beside totalAmount follow from the content: compared as the stored content has them.
  // Reminders are an invoice's own (null on a quote), the language how it is printed: neither is part of
  // what the client decided.
  const {
    status,
    subtotal,
    discountAmount,
    taxBreakdown,
    taxAmount,
    rounding,
    reminders,
    language,
    ...content
  } = next;
  if (!decision) {
    refuseDecisionByHand(status);
    return { kind: 'in-place' };
  }
  const keepsDecision = status === decision || STATUSES_KEEPING_THE_DECISION.includes(status);
  if (sameContent(storedContent(stored), content) && keepsDecision) return { kind: 'in-place' };
  return {
    kind: 'new-revision',
    archived: {
      revision: revisionOf(stored),
      status: decision,
      signerName: stored.signerName ?? '',
      decidedAt: stored.decidedAt ?? '',
      content: storedContent(stored),
    },
  };
}

/** The fields of the next revision: the new content as a draft with no decision. */
export const nextRevisionFields = (stored: StoredDocument, next: QuoteContent) => ({
  ...next,
  status: 'draft',
  decision: '',
  signerName: '',
  decidedAt: '',
  revision: revisionOf(stored) + 1,
});

/** An earlier revision, shown as the document it was: its content and decision over the current record. */
export function asRevision(stored: StoredDocument, revision: number): StoredDocument | undefined {
  if (revision === 0 || revision === revisionOf(stored)) return stored;
  const kept = (stored.revisions ?? []).find((r) => r.revision === revision);
  if (!kept) return undefined;
  const content = kept.content as RevisionContent;
  return {
    ...stored,
    ...WITHOUT_MONEY_MODEL,
    ...content,
    status: kept.status,
    decision: kept.status,
    signerName: kept.signerName ?? '',
    decidedAt: kept.decidedAt ?? '',
    revision: kept.revision,
    // A lean read is a plain object too: the same shape, with arrays where Mongoose types DocumentArrays.
  } as unknown as StoredDocument;
}
