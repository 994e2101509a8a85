import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';

/**
 * Placeholder for the spec's 'Documents (n)' list of this client: it needs the documents API (GET
 * /api/documents/all with a client filter), which is being built alongside. Replace this card then.
 */
export function ClientDocumentsPlaceholder() {
  return (
    <Card title="Documents" className="client-documents-placeholder">
      <Tag icon={<ClockCircleOutlined />} color="blue">
        Coming soon
      </Tag>
      <Typography.Paragraph type="secondary" className="client-documents-placeholder__text">
        This client&apos;s invoices and quotes will be listed here, with search, status changes, PDF and edit.
      </Typography.Paragraph>
    </Card>
  );
}
