import { api } from '../../../shared/api/baseApi';
import type { CurrencyTotal } from '../../../shared/documents/CurrencyTotalsList';
import type { DocumentType, HistoryDocument } from '../../../entities/document';

/** A document as GET /api/documents/all answers it (the API's Document); PUT sends it whole. */
export type ClientDocument = HistoryDocument;

export type ClientDocumentsArgs = { clientId: string; search: string; type: DocumentType | ''; page: number };
export type ClientDocumentsPage = {
  data: ClientDocument[];
  total: number;
  counts: { all: number; invoice: number; quote: number; credit_note?: number };
};

/** What a client owes: the balances of their outstanding invoices, and the overdue ones, per currency. */
export type ClientMoney = { outstanding: CurrencyTotal[]; overdue: CurrencyTotal[] };

export const CLIENT_DOCUMENTS_PAGE_SIZE = 10;
const signedInCall = { auth: 'required' } as const;

export const clientDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of this client's documents; `counts` ignore the type, for the tabs. */
    clientDocuments: build.query<ClientDocumentsPage, ClientDocumentsArgs>({
      query: ({ clientId, search, type, page }) => ({
        url: '/documents/all',
        params: {
          client: clientId,
          page,
          pageSize: CLIENT_DOCUMENTS_PAGE_SIZE,
          ...(search ? { search } : {}),
          ...(type ? { type } : {}),
        },
      }),
      extraOptions: signedInCall,
      providesTags: ['Document'],
    }),
    /** GET /api/dashboard/totals for this client's invoices only. */
    clientMoney: build.query<ClientMoney, string>({
      query: (clientId) => ({ url: '/dashboard/totals', params: { client_id: clientId } }),
      transformResponse: (reply: { data: ClientMoney }) => reply.data,
      extraOptions: signedInCall,
      providesTags: ['Document', 'Stats'],
    }),
  }),
});

export const { useClientDocumentsQuery, useClientMoneyQuery } = clientDocumentsApi;
