import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSectionHref } from '../../../shared/dashboard-links/dashboardBase';
import type { HistoryDocument } from '../../../entities/document';
import { useSavedInvoiceQuery } from '../api/recurringApi';

/** How many of the latest invoices a row links to; the count says how many there are in all. */
const LINKED = 3;

function MadeInvoiceLink({ id }: { id: string }) {
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const invoice = useSavedInvoiceQuery(id);
  const number = invoice.data?.document_number;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      disabled={!invoice.data}
      onClick={() =>
        invoice.data &&
        void navigate(sectionHref('create'), {
          state: { editDocument: invoice.data as unknown as HistoryDocument },
        })
      }
    >
      {number || (invoice.isError ? 'Invoice unavailable' : '…')}
    </Button>
  );
}

/** '2 invoices: INV-0004, INV-0007', each number opening the invoice. */
export function MadeInvoices({ ids }: { ids: string[] }) {
  if (ids.length === 0) return <Typography.Text type="secondary">None yet</Typography.Text>;
  return (
    <Flex wrap align="baseline" style={{ columnGap: 8 }}>
      <Typography.Text>{ids.length === 1 ? '1 invoice' : `${ids.length} invoices`}:</Typography.Text>
      {ids.slice(-LINKED).map((id) => (
        <MadeInvoiceLink key={id} id={id} />
      ))}
    </Flex>
  );
}
