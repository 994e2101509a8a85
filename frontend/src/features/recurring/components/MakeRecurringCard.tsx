import { SyncOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useSavedInvoiceQuery } from '../api/recurringApi';
import { RecurringDialog } from './RecurringDialog';

type Props = { invoiceId: string; number: string };

/** On a saved invoice's edit page: 'Make recurring' from what is saved (save changes first). */
export function MakeRecurringCard({ invoiceId, number }: Props) {
  const invoice = useSavedInvoiceQuery(invoiceId, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState(false);
  return (
    <Card size="small" title={<h3 className="payments-panel__title">Recurring</h3>}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Have this invoice made again on a schedule, as saved.
      </Typography.Paragraph>
      <Button icon={<SyncOutlined />} disabled={!invoice.data} onClick={() => setOpen(true)}>
        Make recurring
      </Button>
      <RecurringDialog
        target={open && invoice.data ? { kind: 'create', invoice: invoice.data, number } : null}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
