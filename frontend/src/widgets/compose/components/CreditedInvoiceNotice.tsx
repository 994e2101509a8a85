import { Alert, Button } from 'antd';
import { creditsInvoiceLine, formatLongDate } from '@paydraft/invoice-core';
import { useNavigate } from 'react-router';
import { useSectionHref } from '../../../shared/dashboard-links/dashboardBase';
import { useLazyStoredInvoiceQuery } from '../api/composeApi';
import type { CreditedInvoice } from '../model/composePlan';

/** Above a credit note in the builder: 'Credits invoice INV-7 of November 20, 2026', and a way to it. */
export function CreditedInvoiceNotice({ invoice }: { invoice: CreditedInvoice }) {
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const [loadInvoice, loading] = useLazyStoredInvoiceQuery();
  const open = async () => {
    const result = await loadInvoice(invoice.id);
    if (result.data) void navigate(sectionHref('create'), { state: { editDocument: result.data } });
  };
  return (
    <Alert
      type="info"
      showIcon
      data-testid="credited-invoice"
      title={creditsInvoiceLine(invoice.number, formatLongDate(invoice.issueDate))}
      description={loading.isError ? 'The invoice could not be opened: it may have been deleted.' : undefined}
      action={
        <Button size="small" loading={loading.isFetching} onClick={() => void open()}>
          Open {invoice.number}
        </Button>
      }
    />
  );
}
