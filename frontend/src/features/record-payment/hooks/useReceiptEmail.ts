import { useGetClientQuery } from '../../../entities/client';
import type { PaidInvoice } from '../api/paymentsApi';
import { receiptEmailOf } from '../model/paymentDraft';

/** Where a receipt would go: the invoice's client's email (its record), else the buyer's on the invoice. */
export function useReceiptEmail(invoice: PaidInvoice | undefined) {
  const clientId = invoice?.client_id ?? '';
  const client = useGetClientQuery(clientId, { skip: clientId === '' });
  return {
    email: invoice ? receiptEmailOf(client.data?.business_email, invoice) : '',
    loading: clientId !== '' && client.isLoading,
  };
}
