import { Tag } from 'antd';
import { clientStatusColor, statusLabel } from '../model/clientStatus';

/** The status chip: active green, inactive amber, others grey. */
export function ClientStatusTag({ status }: { status: string }) {
  return <Tag color={clientStatusColor(status)}>{statusLabel(status)}</Tag>;
}
