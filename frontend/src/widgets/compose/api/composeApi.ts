import { api } from '../../../shared/api/baseApi';
import type { DocumentType, HistoryDocument } from '../../../entities/document';
import type { SavedDocumentPayload } from '../model/savedPayload';

export type SaveDocumentArgs = {
  type: DocumentType;
  /** Absent for a new document (POST), the stored one's id otherwise (PUT). */
  id?: string;
  body: SavedDocumentPayload;
  /**
   * Names a new document's save: pressed again after a lost answer, the same key makes no second
   * document (the Idempotency-Key header).
   */
  createKey?: string;
};

export type ConvertQuoteArgs = { quoteId: string; body: SavedDocumentPayload };

const signedInCall = { auth: 'required' } as const;
const documentsPath = (type: DocumentType) => `/documents/${type}`;

export const composeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/documents/{type} or PUT …/{id}; answers the saved document. */
    saveDocument: build.mutation<HistoryDocument, SaveDocumentArgs>({
      query: ({ type, id, body, createKey }) =>
        id
          ? { url: `${documentsPath(type)}/${encodeURIComponent(id)}`, method: 'PUT', body }
          : {
              url: documentsPath(type),
              method: 'POST',
              body,
              headers: createKey ? { 'Idempotency-Key': createKey } : undefined,
            },
      transformResponse: (reply: { data: HistoryDocument }) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
    /** A credit note's link back: the invoice it credits, to open in the builder. */
    storedInvoice: build.query<HistoryDocument, string>({
      query: (id) => `${documentsPath('invoice')}/${encodeURIComponent(id)}`,
      transformResponse: (reply: { data: HistoryDocument }) => reply.data,
      extraOptions: signedInCall,
      providesTags: ['Document'],
    }),
    /** Saves the invoice and completes the quote; answers the new invoice. */
    convertQuote: build.mutation<HistoryDocument, ConvertQuoteArgs>({
      query: ({ quoteId, body }) => ({
        url: `${documentsPath('quote')}/${encodeURIComponent(quoteId)}/convert`,
        method: 'POST',
        body,
      }),
      transformResponse: (reply: { data: { invoice: HistoryDocument } }) => reply.data.invoice,
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
  }),
});

export const { useSaveDocumentMutation, useConvertQuoteMutation, useLazyStoredInvoiceQuery } = composeApi;
