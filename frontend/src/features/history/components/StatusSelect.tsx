import { Select, Tag } from 'antd';
import { statusColor, statusLabel } from '../../../shared/documents/statusColors';
import type { HistoryDocument } from '../api/historyApi';
import { DOCUMENT_STATUSES } from '../model/documentStatuses';

type Props = { document: HistoryDocument; saving: boolean; onChange: (status: string) => void };

/** Every status of the document's type, each in its colour; a missing status shows as draft. */
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
      options={DOCUMENT_STATUSES[document.document_type].map((status) => ({
        value: status,
        label: <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>,
        title: statusLabel(status),
      }))}
    />
  );
}
