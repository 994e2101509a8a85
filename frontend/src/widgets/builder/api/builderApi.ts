import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PdfRequestInput } from '@paydraft/invoice-core';
import { api } from '../../../shared/api/baseApi';
import { filenameFrom } from '../../../shared/download/fileNameFrom';

/** format 'facturx': the PDF with its CII XML attached (POST /api/pdf refuses one lacking fields with a 422). */
export type GeneratePdfArgs = { document: PdfRequestInput & { format?: 'facturx' }; logo?: File | null };

/** The downloaded PDF as an object URL (revoke it when done) and the server's file name. */
export type GeneratedPdf = { objectUrl: string; filename: string };

/** The gateway's error body. */
export type ApiErrorBody = {
  success: false;
  error: string;
  details?: string[] | string;
  /** A 422 e-invoice refusal: each field it lacks. */
  problems?: { field: string; message: string }[];
};

export type FeedbackArgs = { name?: string; message: string };

/** POST /api/pdf: the document as JSON text and the logo file, the answer as an object URL. */
function pdfQuery({ document, logo }: GeneratePdfArgs): FetchArgs {
  const body = new FormData();
  body.append('document', JSON.stringify(document));
  if (logo) body.append('logo', logo, logo.name);
  return {
    url: '/pdf',
    method: 'POST',
    body,
    // A Blob is not serialisable, so the PDF is kept as an object URL instead of in the store.
    responseHandler: async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.includes('application/pdf')) {
        const fallback = `${document.document_type}${document.document_number ? `-${document.document_number}` : ''}.pdf`;
        return {
          objectUrl: URL.createObjectURL(await response.blob()),
          filename: filenameFrom(response.headers.get('content-disposition'), fallback),
        } satisfies GeneratedPdf;
      }
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    },
  };
}

export const builderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The public page's call: with the session's bearer token when there is one, so the server can drop
     * the watermark and the limit for a paying caller; anonymous otherwise.
     */
    generatePdf: build.mutation<GeneratedPdf, GeneratePdfArgs>({
      query: pdfQuery,
      extraOptions: { auth: 'optional' },
    }),
    /** The same call with the bearer token: a signed-in, entitled owner gets it without a watermark. */
    generateSignedInPdf: build.mutation<GeneratedPdf, GeneratePdfArgs>({
      query: pdfQuery,
      extraOptions: { auth: 'required' },
    }),
    sendFeedback: build.mutation<{ success: boolean }, FeedbackArgs>({
      query: ({ name = 'Builder visitor', message }) => ({
        url: '/send-email',
        method: 'POST',
        body: { name, message, category: 'feedback' },
      }),
    }),
  }),
});

export const { useGeneratePdfMutation, useGenerateSignedInPdfMutation, useSendFeedbackMutation } = builderApi;

const isErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string';

/** What went wrong, in words for a dialog: the server's message (with details) or the transport's. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('status' in error)) return fallback;
  const { status, data } = error as FetchBaseQueryError;
  if (status === 'FETCH_ERROR')
    return 'Unable to connect to server. Please check your internet connection and try again.';
  if (isErrorBody(data)) {
    if (data.problems?.length) return `${data.error} ${data.problems.map((one) => one.message).join('. ')}.`;
    const details = Array.isArray(data.details) ? data.details.join(', ') : data.details;
    return details && details !== data.error ? `${data.error}: ${details}` : data.error;
  }
  if (typeof data === 'string' && data.trim() !== '' && data.length < 300) return data;
  return fallback;
}

/** The HTTP status of an RTK Query error, if it has one. */
export const errorStatus = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : null;
