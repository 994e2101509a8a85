import { normalizeWebsite, WEBSITE_MESSAGE } from '@paydraft/invoice-core';
import { Form, Input } from 'antd';
import { FormBlock } from './FormBlock';
import { LogoField } from './LogoField';

type BusinessInfoBlockProps = { onError: (message: string | null) => void };

/** Logo, business name, email, address (multiline), phone and website: the sender of new documents. */
export function BusinessInfoBlock({ onError }: BusinessInfoBlockProps) {
  return (
    <FormBlock
      id="preferences-business"
      title="Business Information"
      description="Your logo and details, filled in as the sender of every new invoice and quote."
    >
      <div className="preferences-logo">
        <div className="preferences-logo__label" id="preferences-logo-label">
          Company logo
        </div>
        <Form.Item name="logo_url" noStyle>
          <LogoField onError={onError} />
        </Form.Item>
      </div>
      <div className="preferences-grid">
        <Form.Item label="Business name" name="business_name">
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="business_email"
          rules={[{ type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" maxLength={200} autoComplete="email" />
        </Form.Item>
        <Form.Item label="Address" name="business_address" className="preferences-grid__wide">
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={1000}
            autoComplete="street-address"
          />
        </Form.Item>
        <Form.Item label="Phone" name="business_phone">
          <Input type="tel" maxLength={50} autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label="Website"
          name="business_website"
          rules={[
            {
              // The client form's rule: with or without a scheme; stored normalised by the service.
              validator: (_, value?: string) =>
                normalizeWebsite(value ?? '') === null
                  ? Promise.reject(new Error(WEBSITE_MESSAGE))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input maxLength={200} inputMode="url" autoComplete="url" placeholder="e.g. www.example.com" />
        </Form.Item>
      </div>
    </FormBlock>
  );
}
