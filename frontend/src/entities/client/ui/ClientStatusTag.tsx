import { Tag } from 'antd';
import { clientStatusColor, statusLabel } from '../model/clientStatus';

/** The status chip: active green, inactive amber, others grey (spec 001 section 4). */
export function ClientStatusTag({ status }: { status: string }) {
  return <Tag color={clientStatusColor(status)}>{statusLabel(status)}</Tag>;
}
