import { SendOutlined } from '@ant-design/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Button, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';
import { useSendContactMessageMutation } from '../api/contactApi';
import { CONTACT_REASONS, type ContactCategory } from '../model/contactReasons';
import { contactErrors, type ContactErrors, type ContactFields } from '../model/contactRules';

type ContactFormProps = {
  /** Prefills name and email (the signed-in user's). */
  initial?: Partial<ContactFields>;
  defaultReason?: ContactCategory;
  /** Also asks for phone and location (both optional): the public contact page does. */
  withPhoneAndLocation?: boolean;
};

const EMPTY: ContactFields = { name: '', business: '', email: '', message: '' };

function serverMessage(error: unknown): string {
  const data = (error as FetchBaseQueryError | undefined)?.data as { error?: unknown } | undefined;
  return typeof data?.error === 'string' ? data.error : 'Something went wrong. Please try again.';
}

/** 'Contact Support': name, business, email, reason, message; 'Message Sent!' on success. */
export function ContactForm({
  initial,
  defaultReason = 'support',
  withPhoneAndLocation = false,
}: ContactFormProps) {
  const [fields, setFields] = useState<ContactFields>({ ...EMPTY, ...initial });
  const [reason, setReason] = useState<ContactCategory>(defaultReason);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentOpen, setSentOpen] = useState(false);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const showFailure = useShowFailure();

  // Editing a field clears its message, and the name rule also clears on the business field.
  const edit = (field: keyof ContactFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (field === 'phone' || field === 'location') return;
    const key = field === 'business' ? 'name' : field;
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const found = contactErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await send({ ...fields, category: reason });
    if (result.error) {
      showFailure({ action: 'Send message', message: serverMessage(result.error) });
      return;
    }
    setFields({ ...EMPTY, ...initial, message: '' });
    setSentOpen(true);
  };

  const status = (key: keyof ContactErrors) => (errors[key] ? 'error' : undefined);
  return (
    <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Name" htmlFor="contact-name" validateStatus={status('name')} help={errors.name}>
            <Input
              id="contact-name"
              value={fields.name}
              onChange={(e) => edit('name')(e.target.value)}
              autoComplete="name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Business" htmlFor="contact-business">
            <Input
              id="contact-business"
              value={fields.business}
              onChange={(e) => edit('business')(e.target.value)}
              autoComplete="organization"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Email"
            htmlFor="contact-email"
            validateStatus={status('email')}
            help={errors.email}
          >
            <Input
              id="contact-email"
              type="email"
              value={fields.email}
              onChange={(e) => edit('email')(e.target.value)}
              autoComplete="email"
            />
          </Form.Item>
        </Col>
        {withPhoneAndLocation && (
          <>
            <Col xs={24} md={12}>
              <Form.Item label="Phone (optional)" htmlFor="contact-phone">
                <Input
                  id="contact-phone"
                  type="tel"
                  value={fields.phone ?? ''}
                  onChange={(e) => edit('phone')(e.target.value)}
                  autoComplete="tel"
                  maxLength={50}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Location (optional)" htmlFor="contact-location">
                <Input
                  id="contact-location"
                  value={fields.location ?? ''}
                  onChange={(e) => edit('location')(e.target.value)}
                  autoComplete="address-level2"
                  maxLength={200}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} md={12}>
          <Form.Item label="Reason" htmlFor="contact-reason">
            <Select id="contact-reason" value={reason} onChange={setReason} options={[...CONTACT_REASONS]} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Message"
        htmlFor="contact-message"
        validateStatus={status('message')}
        help={errors.message}
      >
        <Input.TextArea
          id="contact-message"
          value={fields.message}
          onChange={(e) => edit('message')(e.target.value)}
          autoSize={{ minRows: 5, maxRows: 12 }}
          // The height before autoSize has measured (the prerendered page's first paint).
          rows={5}
          maxLength={10_000}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={isLoading}>
        Send Message
      </Button>
      <Modal
        open={sentOpen}
        title="Message Sent!"
        onCancel={() => setSentOpen(false)}
        footer={
          <Button type="primary" onClick={() => setSentOpen(false)}>
            OK
          </Button>
        }
      >
        Your message has been sent successfully. We&apos;ll get back to you soon.
      </Modal>
    </Form>
  );
}
