import type { DocumentData } from '@paydraft/invoice-core';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import { documentNumberOf, type BuilderDefaults } from '../../builder/model/builderDefaults';
import type { ComposeRequest } from '../composeLocationState';
import { convertPrefill } from './convertPrefill';
import { readStoredDocument } from './storedDocument';

const TYPE_LABEL = { invoice: 'Invoice', quote: 'Quote' } as const;

/** What the builder opens with for a request, and how its saves go. */
export type ComposePlan =
  | { kind: 'create'; type: DocumentData['document_type'] }
  | {
      kind: 'edit';
      id: string;
      status: string;
      document: DocumentData;
      clientId: string | null;
      senderLogoUrl: string | null;
      title: string;
    }
  | {
      kind: 'convert';
      quoteId: string;
      document: DocumentData;
      clientId: string | null;
      senderLogoUrl: string | null;
      title: string;
    };

/** The plan, or the spec's message when the document cannot be read into the builder. */
export function composePlanOf(
  request: ComposeRequest,
  preferences: FormPreferences | null,
): { plan: ComposePlan } | { problem: string } {
  switch (request.kind) {
    case 'create':
      return { plan: { kind: 'create', type: request.type } };
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
