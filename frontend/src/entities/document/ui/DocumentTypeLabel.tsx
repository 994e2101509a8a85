import { Tag, Typography } from 'antd';
import type { DocumentType } from '../api/historyApi';
import { TYPE_LABEL } from '../model/documentStatuses';

/** The kind above a document's number; a credit note stands out as a badge, its amount being a credit. */
export function DocumentTypeLabel({ type }: { type: DocumentType }) {
  if (type === 'credit_note') {
    return (
      <Tag color="volcano" style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}>
        {TYPE_LABEL[type]}
      </Tag>
    );
  }
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {TYPE_LABEL[type]}
    </Typography.Text>
  );
}
