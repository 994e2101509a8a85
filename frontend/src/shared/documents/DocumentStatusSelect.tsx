import { Select, Tag } from 'antd';
import { ownerStatusChoices } from './ownerStatuses';
import { statusColor, statusLabel } from './statusColors';

/** The statuses each type may be set to (quotes also offer pending, as the service accepts it). */
export const DOCUMENT_STATUSES: Record<StatusDocument['document_type'], readonly string[]> = {
  // partially_paid: issue 24; recorded payments set it, and the owner may too.
  invoice: ['draft', 'sent', 'viewed', 'partially_paid', 'paid', 'overdue', 'cancelled', 'completed'],
  quote: ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired', 'completed', 'pending'],
  // Nothing is paid on a credit note (the documents service's list).
  credit_note: ['draft', 'sent', 'viewed', 'completed', 'cancelled'],
};

export type StatusDocument = {
  document_type: 'invoice' | 'quote' | 'credit_note';
  document_number: string;
  status?: string;
};

type Props = { document: StatusDocument; saving: boolean; onChange: (status: string) => void };

/**
 * A document's status control, the same in the history and on a client's page: the statuses the
 * owner may pick (every status of the type but the client's decisions), each in its colour; a
 * missing status shows as draft.
 */
export function DocumentStatusSelect({ document, saving, onChange }: Props) {
  const current = document.status || 'draft';
  return (
    <Select
      size="small"
      variant="borderless"
      value={current}
      loading={saving}
      disabled={saving}
      popupMatchSelectWidth={false}
      aria-label={`Status of ${document.document_number}`}
      onChange={(status) => status !== current && onChange(status)}
      labelRender={({ value }) => (
        <Tag color={statusColor(String(value))} style={{ marginInlineEnd: 0 }}>
          {statusLabel(String(value))}
        </Tag>
      )}
      options={ownerStatusChoices(
        document.document_type,
        DOCUMENT_STATUSES[document.document_type],
        current,
      ).map((status) => ({
        value: status,
        label: <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>,
        title: statusLabel(status),
      }))}
    />
  );
}
