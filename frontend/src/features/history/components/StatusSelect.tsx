import { Select, Tag } from 'antd';
import { ownerStatusChoices } from '../../../shared/documents/ownerStatuses';
import { statusColor, statusLabel } from '../../../shared/documents/statusColors';
import type { HistoryDocument } from '../api/historyApi';
import { DOCUMENT_STATUSES } from '../model/documentStatuses';

type Props = { document: HistoryDocument; saving: boolean; onChange: (status: string) => void };

/**
 * The statuses the owner may pick (every status of the type but the client's decisions), each in its
 * colour; a missing status shows as draft.
 */
export function StatusSelect({ document, saving, onChange }: Props) {
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
