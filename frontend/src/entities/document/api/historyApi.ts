import { withSafeColumnIds } from '@paydraft/invoice-core';
import { api } from '../../../shared/api/baseApi';
import type { ApiDocument } from '../../../shared/api/generated';
import { filenameFrom } from '../../../shared/download/fileNameFrom';
import { downloadPathOf, fallbackFileName, type DownloadKind } from '../model/downloadKinds';

/** A download kept as an object URL (revoke it when done) and the name the server gave it. */
export type DownloadedFile = { objectUrl: string; filename: string };

export type DocumentType = 'invoice' | 'quote' | 'credit_note';

/** A document as GET /api/documents/all answers it (the API's Document); a status change PUTs it whole. */
export type HistoryDocument = Omit<ApiDocument, 'document_type'> & { document_type: DocumentType };

/** A document saved before column ids were checked goes back with safe ids (its values kept), or the save is refused. */
const withSafeColumnsOf = (document: HistoryDocument) => {
  const { columns, items } = withSafeColumnIds(document.custom_columns, document.items);
  return { custom_columns: columns, items };
};

export type DocumentCounts = { all: number; invoice: number; quote: number; credit_note: number };

/** The orders the server sorts by besides the default (newest update first). */
export type HistorySort = 'total' | 'balance' | 'due_date' | 'issue_date' | 'number';
export type HistoryOrder = { sort: HistorySort; order: 'asc' | 'desc' } | null;
/** '' for every document, 'unpaid' for invoices with a balance, 'overdue' for those past due. */
export type PaymentFilter = '' | 'unpaid' | 'overdue';

/** The list's filters and order, shared by the page and the CSV export of what it shows. */
export type HistoryFilterArgs = {
  search: string;
  type: DocumentType | '';
  /** '' for all clients, 'none' for documents without one, else a client id. */
  client: string;
  /** Absent: every document, newest update first (the convert section's quotes). */
  payment?: PaymentFilter;
  order?: HistoryOrder;
};

export type HistoryListArgs = HistoryFilterArgs & { page: number; pageSize: number };

/** The query parameters of GET /api/documents/all and /api/documents/export.csv. */
const filterParams = ({ search, type, client, payment, order }: HistoryFilterArgs) => ({
  ...(search ? { search } : {}),
  ...(type ? { type } : {}),
  ...(client ? { client } : {}),
  ...(payment ? { payment } : {}),
  ...(order ? { sort: order.sort, order: order.order } : {}),
});

export type HistoryPage = {
  data: HistoryDocument[];
  total: number;
  counts: DocumentCounts;
  page: number;
  pageSize: number;
};

/** The client filter needs only names: the plain list of GET /api/clients. */
export type ClientName = { id: string; business_name: string; contact_name: string };

const signedInCall = { auth: 'required' } as const;
const documentPath = (document: Pick<HistoryDocument, 'document_type' | 'id'>) =>
  `/documents/${document.document_type}/${encodeURIComponent(document.id)}`;

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the owner's documents, searched and filtered by the server; counts ignore the type. */
    historyDocuments: build.query<HistoryPage, HistoryListArgs>({
      query: ({ page, pageSize, ...filters }) => ({
        url: '/documents/all',
        params: { page, pageSize, ...filterParams(filters) },
      }),
      extraOptions: signedInCall,
      providesTags: ['Document'],
    }),
    historyClients: build.query<ClientName[], void>({
      query: () => '/clients',
      transformResponse: (reply: { data: ClientName[] }) => reply.data,
      extraOptions: signedInCall,
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    /** The whole document with the new status; the overview's counts change too. */
    setHistoryDocumentStatus: build.mutation<unknown, { document: HistoryDocument; status: string }>({
      query: ({ document, status }) => ({
        url: documentPath(document),
        method: 'PUT',
        body: { ...document, ...withSafeColumnsOf(document), status },
      }),
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
    deleteHistoryDocument: build.mutation<unknown, HistoryDocument>({
      query: (document) => ({ url: documentPath(document), method: 'DELETE' }),
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
    /** 'Duplicate': a new draft with the next number and today's dates; answers the new draft. */
    duplicateHistoryDocument: build.mutation<HistoryDocument, HistoryDocument>({
      query: (document) => ({ url: `${documentPath(document)}/duplicate`, method: 'POST' }),
      transformResponse: (reply: { data: HistoryDocument }) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
    /** 'Create credit note' on an invoice: a new draft credit note copied from it; answers the draft. */
    createCreditNote: build.mutation<HistoryDocument, HistoryDocument>({
      query: (invoice) => ({
        url: '/documents/credit_note',
        method: 'POST',
        body: { invoice_id: invoice.id },
      }),
      transformResponse: (reply: { data: HistoryDocument }) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: ['Document'],
    }),
    /**
     * A mutation, so each click asks again. A Blob is not serialisable, so the store keeps an object
     * URL of it; the caller downloads it and revokes it.
     */
    historyDocumentPdf: build.mutation<string, HistoryDocument>({
      query: (document) => ({
        url: `${documentPath(document)}/pdf`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.text(),
      }),
      extraOptions: signedInCall,
    }),
    /** 'Export CSV': every document the filters match, in the list's order, as the server writes it. */
    historyCsv: build.mutation<DownloadedFile, HistoryFilterArgs>({
      query: (filters) => ({
        url: '/documents/export.csv',
        params: filterParams(filters),
        responseHandler: async (response) =>
          response.ok
            ? ({
                objectUrl: URL.createObjectURL(await response.blob()),
                filename: filenameFrom(response.headers.get('content-disposition'), 'documents.csv'),
              } satisfies DownloadedFile)
            : response.text(),
      }),
      extraOptions: signedInCall,
    }),
    /** An invoice as a PDF, a Factur-X PDF or an e-invoice XML; a 422 answers the problems it lists. */
    historyDocumentDownload: build.mutation<
      DownloadedFile,
      { document: HistoryDocument; kind: DownloadKind }
    >({
      query: ({ document, kind }) => ({
        url: `${documentPath(document)}/${downloadPathOf(kind)}`,
        responseHandler: async (response) => {
          if (!response.ok) {
            const text = await response.text();
            try {
              return JSON.parse(text) as unknown;
            } catch {
              return text;
            }
          }
          const fallback = fallbackFileName(document.document_number || document.document_type, kind);
          return {
            objectUrl: URL.createObjectURL(await response.blob()),
            filename: filenameFrom(response.headers.get('content-disposition'), fallback),
          } satisfies DownloadedFile;
        },
      }),
      extraOptions: signedInCall,
    }),
  }),
});

export const {
  useHistoryDocumentsQuery,
  useHistoryClientsQuery,
  useSetHistoryDocumentStatusMutation,
  useDeleteHistoryDocumentMutation,
  useDuplicateHistoryDocumentMutation,
  useHistoryDocumentPdfMutation,
  useCreateCreditNoteMutation,
  useHistoryDocumentDownloadMutation,
  useHistoryCsvMutation,
} = historyApi;
