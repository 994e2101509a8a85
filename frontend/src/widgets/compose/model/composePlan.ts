import type { DocumentData } from '@paydraft/invoice-core';
import { type CarriedForm, documentNumberOf, type BuilderDefaults } from '../../builder';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import { isDecidedQuote } from '../../../shared/documents/ownerStatuses';
import type { HistoryDocument } from '../../../entities/document';
import type { ComposeRequest } from '../composeLocationState';
import { convertPrefill } from './convertPrefill';
import { readStoredDocument } from './storedDocument';

const TYPE_LABEL = { invoice: 'Invoice', quote: 'Quote', credit_note: 'Credit Note' } as const;

/** The invoice a credit note corrects, as the credit note keeps it. */
export type CreditedInvoice = { id: string; number: string; issueDate: string };

/** What the builder opens with for a request, and how its saves go. */
export type ComposePlan =
  | {
      kind: 'create';
      type: DocumentData['document_type'];
      /** What the user typed on the public builder ('Open in dashboard'), over the preferences. */
      carried?: CarriedForm;
    }
  | {
      kind: 'edit';
      id: string;
      status: string;
      document: DocumentData;
      clientId: string | null;
      senderLogoUrl: string | null;
      title: string;
      /** A quote the client decided: saving changes makes its next revision, to be decided again. */
      revisionNotice: string | null;
      /** A credit note: the invoice it credits (shown above the builder, with a link to it). */
      creditedInvoice: CreditedInvoice | null;
    }
  | {
      kind: 'convert';
      quoteId: string;
      document: DocumentData;
      clientId: string | null;
      senderLogoUrl: string | null;
      title: string;
    };

/** What the owner is told before changing a quote the client accepted or rejected (null otherwise). */
export function revisionNoticeOf(document: HistoryDocument): string | null {
  if (!isDecidedQuote(document)) return null;
  const revision = typeof document.revision === 'number' && document.revision > 0 ? document.revision : 1;
  const signer =
    typeof document.signer_name === 'string' && document.signer_name ? ` by ${document.signer_name}` : '';
  const decided = document.status === 'accepted' ? `accepted${signer}` : 'rejected';
  return (
    `The client ${decided} revision ${revision} of this quote, so it is locked. Saving changes makes ` +
    `revision ${revision + 1}, a draft that must be sent and accepted again; revision ${revision} keeps its decision.`
  );
}

/** A credit note's `preceding_invoice` as GET /api/documents answers it; null on other documents. */
export function creditedInvoiceOf(document: HistoryDocument): CreditedInvoice | null {
  const preceding = document.preceding_invoice as Record<string, unknown> | null | undefined;
  if (document.document_type !== 'credit_note' || !preceding || typeof preceding.id !== 'string') return null;
  return {
    id: preceding.id,
    number: typeof preceding.number === 'string' ? preceding.number : '',
    issueDate: typeof preceding.issue_date === 'string' ? preceding.issue_date : '',
  };
}

/** The plan, or the spec's message when the document cannot be read into the builder. */
export function composePlanOf(
  request: ComposeRequest,
  preferences: FormPreferences | null,
): { plan: ComposePlan } | { problem: string } {
  switch (request.kind) {
    case 'create':
      return { plan: { kind: 'create', type: request.type } };
    case 'carry':
      return { plan: { kind: 'create', type: request.form.documentType, carried: request.form } };
    case 'edit':
      try {
        const stored = readStoredDocument(request.document);
        const type = stored.document.document_type;
        return {
          plan: {
            kind: 'edit',
            id: stored.id,
            status: stored.status,
            document: stored.document,
            clientId: stored.clientId,
            senderLogoUrl: stored.senderLogoUrl,
            title: `Edit ${TYPE_LABEL[type]} — ${stored.document.document_number}`,
            revisionNotice: revisionNoticeOf(request.document),
            creditedInvoice: creditedInvoiceOf(request.document),
          },
        };
      } catch {
        return { problem: 'Failed to prepare document for editing' };
      }
    case 'convert':
      try {
        const quote = readStoredDocument(request.quote);
        if (quote.document.document_type !== 'quote') throw new Error('Not a quote');
        return {
          plan: {
            kind: 'convert',
            quoteId: quote.id,
            document: convertPrefill(quote.document, preferences),
            clientId: quote.clientId,
            senderLogoUrl: quote.senderLogoUrl,
            title: `Convert Quote to Invoice — ${quote.document.document_number}`,
          },
        };
      } catch {
        return { problem: 'Failed to prepare quote for conversion' };
      }
  }
}

/** The numbers the builder suggests for a new document: PREFIX-N of each type, or the conversion's. */
export function suggestedNumbersOf(plan: ComposePlan, defaults: BuilderDefaults): string[] {
  switch (plan.kind) {
    case 'create':
      return [documentNumberOf(defaults.invoice), documentNumberOf(defaults.quote)];
    case 'convert':
      return plan.document.document_number ? [plan.document.document_number] : [];
    case 'edit':
      return [];
  }
}
