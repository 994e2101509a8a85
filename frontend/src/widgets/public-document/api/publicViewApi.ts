import { api } from '../../../shared/api/baseApi';
import type { ApiAnswer, ApiPublicDocument } from '../../../shared/api/generated';

/** A shared document as its client sees it (GET /api/documents/{type}/{token}), as the gateway's OpenAPI describes it. */
export type PublicDocument = ApiPublicDocument;
export type PublicItem = PublicDocument['items'][number];
/** What 'Pay now' would charge by card: the balance, when its owner takes cards. */
export type PayNow = NonNullable<PublicDocument['pay_now']>;
type PayAnswer = ApiAnswer<'/api/documents/invoice/{token}/pay', 'post'>;

/**
 * The share token names the document: the public calls carry no Authorization header.
 * `revision`: a quote's earlier revision (`?revision=N` on the link); absent for the latest.
 */
export type PublicDocumentKey = { type: string; token: string; revision?: number };

/** The PDF as an object URL the page downloads and revokes (a Blob is not serialisable). */
export type PublicPdf = { url: string; filename: string | null };

const base = ({ type, token }: PublicDocumentKey) =>
  `/documents/${encodeURIComponent(type)}/${encodeURIComponent(token)}`;
const revisionQuery = ({ revision }: PublicDocumentKey) => (revision ? `?revision=${revision}` : '');

/** A decision names the page it was made on and the revision the client saw. */
export type DecisionArgs = { key: PublicDocumentKey; revision: number };
const unwrap = (reply: { data: PublicDocument }) => reply.data;

/** 'attachment; filename="QUO-1.pdf"' → 'QUO-1.pdf' (filename* first, as browsers read it). */
export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * The document a public call answered, for the page's cache entry (the page shows it at once), or null
 * when the call failed: the caller shows that.
 */
const answered = (queryFulfilled: Promise<{ data: PublicDocument }>): Promise<PublicDocument | null> =>
  queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );

export const publicViewApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicDocument: build.query<PublicDocument, PublicDocumentKey>({
      query: (key) => `${base(key)}${revisionQuery(key)}`,
      transformResponse: unwrap,
      // Its own entry per link: an owner's edits (tag 'Document') do not reach a client's page.
      keepUnusedDataFor: 0,
    }),
    publicDocumentPdf: build.mutation<PublicPdf, PublicDocumentKey>({
      query: (key) => ({
        url: `${base(key)}/pdf${revisionQuery(key)}`,
        responseHandler: async (response) =>
          response.ok
            ? {
                url: URL.createObjectURL(await response.blob()),
                filename: filenameFrom(response.headers.get('content-disposition')),
              }
            : response.text(),
      }),
    }),
    /** Downloading the PDF records the document as viewed. */
    markPublicDocumentViewed: build.mutation<PublicDocument, PublicDocumentKey>({
      query: (key) => ({ url: `${base(key)}/viewed`, method: 'POST' }),
      transformResponse: unwrap,
      onQueryStarted: async (key, { dispatch, queryFulfilled }): Promise<void> => {
        const saved = await answered(queryFulfilled);
        if (saved) dispatch(publicViewApi.util.upsertQueryData('publicDocument', key, saved));
      },
    }),
    /** A Checkout page for the invoice's balance, made now (sessions expire): the page goes there. */
    payInvoice: build.mutation<Pick<PayAnswer, 'url'>, string>({
      query: (token) => ({ url: `/documents/invoice/${encodeURIComponent(token)}/pay`, method: 'POST' }),
      transformResponse: ({ url }: PayAnswer) => ({ url }),
    }),
    acceptQuote: build.mutation<PublicDocument, DecisionArgs & { name: string }>({
      query: ({ key, name, revision }) => ({
        url: `${base(key)}/accept`,
        method: 'POST',
        body: { name, revision },
      }),
      transformResponse: unwrap,
      onQueryStarted: async ({ key }, { dispatch, queryFulfilled }): Promise<void> => {
        const saved = await answered(queryFulfilled);
        if (saved) dispatch(publicViewApi.util.upsertQueryData('publicDocument', key, saved));
      },
    }),
    rejectQuote: build.mutation<PublicDocument, DecisionArgs>({
      query: ({ key, revision }) => ({ url: `${base(key)}/reject`, method: 'POST', body: { revision } }),
      transformResponse: unwrap,
      onQueryStarted: async ({ key }, { dispatch, queryFulfilled }): Promise<void> => {
        const saved = await answered(queryFulfilled);
        if (saved) dispatch(publicViewApi.util.upsertQueryData('publicDocument', key, saved));
      },
    }),
  }),
});

export const {
  usePublicDocumentQuery,
  usePublicDocumentPdfMutation,
  useMarkPublicDocumentViewedMutation,
  useAcceptQuoteMutation,
  useRejectQuoteMutation,
  usePayInvoiceMutation,
} = publicViewApi;
