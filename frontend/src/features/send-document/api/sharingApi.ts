import { api } from '../../../shared/api/baseApi';
import type { ApiDocument } from '../../../shared/api/generated';

export type ShareableType = 'invoice' | 'quote' | 'credit_note';

/** The document a share or a send is about: what the calls and the dialog's words need. */
export type ShareableDocument = {
  id: string;
  document_type: ShareableType;
  document_number: string;
  /** BCP 47: the Send dialog suggests its subject and message in it (absent: en-US). */
  language?: string;
};

/** `url` is relative (`/view/{type}/{token}`); the page prefixes its own origin to show or copy it. */
export type ShareLink = { token: string; url: string };

/** The spec's email send payload (section 3). */
export type SendDocumentBody = {
  documentId: string;
  documentType: ShareableType;
  recipient: string;
  subject: string;
  message: string;
};

/** The document as the server saved it after sending (its status is sent, or a later one kept). */
export type SentDocument = ApiDocument;
export type SendDocumentReply = { url: string; document: SentDocument };

const signedInCall = { auth: 'required' } as const;
const sharePath = (document: ShareableDocument) =>
  `/documents/${document.document_type}/${encodeURIComponent(document.id)}/share`;
const unwrap = <T>(reply: { data: T }) => reply.data;

export const sharingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's link to a document: made on the first ask, the same one after that until renewed. */
    shareLink: build.mutation<ShareLink, ShareableDocument>({
      query: (document) => ({ url: sharePath(document), method: 'POST' }),
      transformResponse: unwrap<ShareLink>,
      extraOptions: signedInCall,
    }),
    /** A new token: the old link answers 'Document not found' from now on. */
    renewShareLink: build.mutation<ShareLink, ShareableDocument>({
      query: (document) => ({ url: `${sharePath(document)}/renew`, method: 'POST' }),
      transformResponse: unwrap<ShareLink>,
      extraOptions: signedInCall,
    }),
    /** Emails the document with its link; it becomes sent, so lists and the overview's counts reload. */
    sendDocument: build.mutation<SendDocumentReply, SendDocumentBody>({
      query: (body) => ({ url: '/send-email/send-document', method: 'POST', body }),
      transformResponse: unwrap<SendDocumentReply>,
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
  }),
});

export const { useShareLinkMutation, useRenewShareLinkMutation, useSendDocumentMutation } = sharingApi;
