import { Tag } from 'antd';
import { statusColor, statusLabel } from '../../../shared/documents/statusColors';

/** A status in the spec's colour (section 4); a missing status reads Draft. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Tag color={statusColor(status)} style={{ marginInlineEnd: 0 }}>
      {statusLabel(status)}
    </Tag>
  );
}
