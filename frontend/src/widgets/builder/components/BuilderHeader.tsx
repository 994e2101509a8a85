import { FileTextOutlined, InfoCircleOutlined, RollbackOutlined, SolutionOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Segmented, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { DocumentType } from '../model/documentType';

type BuilderHeaderProps = {
  type: DocumentType;
  onTypeChange: (type: DocumentType) => void;
  /** Edit mode (dashboard) keeps the type fixed and changes the title. */
  editing?: boolean;
  /** A title of the page's own ('Edit Invoice — INV-3', 'Convert Quote to Invoice — QUO-2'). */
  title?: string;
  /** The public page's 'Free · No signup required'; the dashboard has none. */
  tagline?: boolean;
  /** Inside the dashboard, whose shell holds the page's h1. */
  titleLevel?: 1 | 2;
  /** Beside the toggle: the dashboard's 'Back to History' or 'Back to Quotes'. */
  extra?: ReactNode;
};

const TYPE_LABEL: Record<DocumentType, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit Note',
};

/** Invoice/Quote toggle, the difference dialog and the page title. */
export function BuilderHeader({
  type,
  onTypeChange,
  editing = false,
  title: ownTitle,
  tagline = true,
  titleLevel = 1,
  extra,
}: BuilderHeaderProps) {
  const [infoOpen, setInfoOpen] = useState(false);
  const title = ownTitle ?? (editing ? `Edit ${TYPE_LABEL[type]}` : `${TYPE_LABEL[type]} Builder`);

  return (
    <header className="builder-header">
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Flex align="center" gap={8} className="builder-header__type">
          <Segmented<DocumentType>
            aria-label="Document type"
            size="large"
            value={type}
            disabled={editing}
            onChange={onTypeChange}
            options={[
              { value: 'invoice', label: 'Invoice', icon: <FileTextOutlined /> },
              { value: 'quote', label: 'Quote', icon: <SolutionOutlined /> },
              // A credit note is made from an invoice, never by switching: shown only while editing one.
              ...(type === 'credit_note'
                ? [{ value: 'credit_note' as const, label: 'Credit Note', icon: <RollbackOutlined /> }]
                : []),
            ]}
          />
          <Button
            type="text"
            shape="circle"
            icon={<InfoCircleOutlined />}
            aria-label="Invoice vs Quote: What's the Difference?"
            onClick={() => setInfoOpen(true)}
          />
        </Flex>
        {tagline && <Typography.Text type="secondary">Free · No signup required</Typography.Text>}
        {extra}
      </Flex>
      <Typography.Title level={titleLevel} className="builder-header__title">
        {title}
      </Typography.Title>
      <Modal
        title="Invoice vs Quote: What's the Difference?"
        open={infoOpen}
        onCancel={() => setInfoOpen(false)}
        footer={
          <Button type="primary" onClick={() => setInfoOpen(false)}>
            Got it!
          </Button>
        }
      >
        <Typography.Paragraph>
          <strong>A quote</strong> (or estimate) is sent <em>before</em> the work: it proposes a price for
          goods or services and is valid until a given date. The client can accept or reject it.
        </Typography.Paragraph>
        <Typography.Paragraph>
          <strong>An invoice</strong> is sent <em>after</em> the work or sale: it asks for payment of an
          agreed amount by a due date, and is what your client books and pays.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Tip: send a quote first, then turn the accepted quote into an invoice.
        </Typography.Paragraph>
      </Modal>
    </header>
  );
}
