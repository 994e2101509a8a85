import { useInvoicePaymentsQuery } from '../api/paymentsApi';

/** The invoice's status as the server has it now, once loaded (payments change it); none without an id. */
export function useInvoiceStatus(invoiceId: string | null): string | undefined {
  const invoice = useInvoicePaymentsQuery(invoiceId ?? '', { skip: !invoiceId });
  return invoice.data?.status;
}
