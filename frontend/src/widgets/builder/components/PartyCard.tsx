import { Card, Form, Input } from 'antd';
import type { ReactNode } from 'react';

type PartyCardProps = {
  id: string;
  title: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra controls above the text: the logo for the sender, the client picker on the dashboard. */
  extra?: ReactNode;
  /** Filled from a picked client: read-only until the picker's 'Clear'. */
  readOnly?: boolean;
};

/** The sender ('From') or receiver ('Bill To') block. */
export function PartyCard({
  id,
  title,
  label,
  placeholder,
  value,
  onChange,
  extra,
  readOnly = false,
}: PartyCardProps) {
  return (
    <Card title={title} className="builder-card" size="small">
      {extra}
      <Form.Item label={label} htmlFor={id} layout="vertical" style={{ marginBottom: 0 }}>
        <Input.TextArea
          id={id}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoSize={{ minRows: 5, maxRows: 10 }}
          // The height before autoSize has measured: the prerendered page's first paint.
          rows={5}
          maxLength={2000}
        />
      </Form.Item>
    </Card>
  );
}
