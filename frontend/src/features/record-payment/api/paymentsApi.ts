import type { PaymentMethod } from '@paydraft/invoice-core';
import { api } from '../../../shared/api/baseApi';

/** One payment of an invoice, as the owner's invoice answer lists it (issue 24). */
export type InvoicePayment = {
  id: string;
  /** A decimal string; a refund adjustment is negative. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD, the day the money moved. */
  date: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  /** manual (recorded by the owner) or stripe (the client paid by card from the invoice's link). */
  source: string;
  /** A card payment that arrived for an account that is no longer the owner's: the owner checks it. */
  needs_review: boolean;
  recorded_at: string;
};

/** The parts of GET /api/documents/invoice/{id} the payments panel reads. */
export type PaidInvoice = {
  id: string;
  document_number: string;
  status: string;
  currency: string;
  client_id: string | null;
  payments: InvoicePayment[];
  amount_paid: string;
  balance_due: string;
  buyer?: { email?: string } | null;
};

/** The body of POST /api/documents/invoice/{id}/payments. */
export type RecordPaymentInput = {
  amount: string;
  currency?: string;
  date?: string;
  method: PaymentMethod;
  reference?: string;
  note?: string;
  overpayment?: boolean;
  send_receipt?: boolean;
  receipt_email?: string;
};

export type RecordedPayment = {
  invoice: PaidInvoice;
  payment: InvoicePayment;
  /** The credit note an overpayment became; null otherwise. */
  credit_note: { id: string; document_number: string } | null;
};

const signedInCall = { auth: 'required' } as const;
const paymentsPath = (invoiceId: string) => `/documents/invoice/${encodeURIComponent(invoiceId)}/payments`;
const invoiceTag = (id: string) => [{ type: 'Document' as const, id }];

/** An answer without the new fields (a service not yet updated) reads as nothing paid. */
const withPayments = (invoice: PaidInvoice): PaidInvoice => ({
  ...invoice,
  payments: invoice.payments ?? [],
  amount_paid: invoice.amount_paid ?? '0',
  balance_due: invoice.balance_due ?? '0',
});

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The invoice with its payments, paid amount and balance, fresh from the server. */
    invoicePayments: build.query<PaidInvoice, string>({
      query: (id) => `/documents/invoice/${encodeURIComponent(id)}`,
      transformResponse: (reply: { data: PaidInvoice }) => withPayments(reply.data),
      extraOptions: signedInCall,
      providesTags: (_result, _error, id) => invoiceTag(id),
    }),
    /** Lists, the overview's totals and this invoice change with its status and balance. */
    recordPayment: build.mutation<RecordedPayment, { invoiceId: string; input: RecordPaymentInput }>({
      query: ({ invoiceId, input }) => ({ url: paymentsPath(invoiceId), method: 'POST', body: input }),
      // `{ success, data: { invoice, payment, credit_note } }`; the fields at the top level read the same.
      transformResponse: (reply: RecordedPayment | { data: RecordedPayment }) =>
        'data' in reply ? reply.data : reply,
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
    deletePayment: build.mutation<unknown, { invoiceId: string; paymentId: string }>({
      query: ({ invoiceId, paymentId }) => ({
        url: `${paymentsPath(invoiceId)}/${encodeURIComponent(paymentId)}`,
        method: 'DELETE',
      }),
      extraOptions: signedInCall,
      invalidatesTags: ['Document', 'Stats'],
    }),
  }),
});

export const { useInvoicePaymentsQuery, useRecordPaymentMutation, useDeletePaymentMutation } = paymentsApi;
