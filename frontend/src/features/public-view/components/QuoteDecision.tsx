import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAcceptQuoteMutation, useRejectQuoteMutation, type PublicDocumentKey } from '../api/publicViewApi';

const SNACKBAR_SECONDS = 3.5;
const NAME_MAX = 100;

type Props = {
  documentKey: PublicDocumentKey;
  /** The revision on the page: a decision is refused (409) if the owner has replaced it since. */
  revision: number;
  number: string;
  /** Loads the document again: after a 409 someone else decided first. */
  reload: () => void;
};

/** The server's words for a failed call, when it sent any. */
function reasonOf(error: unknown): { status: unknown; text: string | null } {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const text = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return { status, text: typeof text === 'string' && text !== '' ? text : null };
}

/**
 * 'Accept Quote' (with the signer's typed name) and 'Reject Quote' (after a confirm), shown only while
 * the quote is neither accepted nor rejected; the page hides them once the answer comes back.
 */
export function QuoteDecision({ documentKey, revision, number, reload }: Props) {
  const { message } = App.useApp();
  const [accept, accepting] = useAcceptQuoteMutation();
  const [reject, rejecting] = useRejectQuoteMutation();
  const [asking, setAsking] = useState<'accept' | 'reject'>();
  const [form] = Form.useForm<{ name: string }>();

  const failed = (error: unknown, fallback: string) => {
    const { status, text } = reasonOf(error);
    setAsking(undefined);
    if (status === 409) {
      void message.error(text ?? 'This quote has already been decided', SNACKBAR_SECONDS);
      reload();
    } else void message.error(fallback, SNACKBAR_SECONDS);
  };
  const confirmAccept = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const result = await accept({ key: documentKey, revision, name: values.name.trim() });
    if (result.error) return failed(result.error, 'Failed to accept quote');
    setAsking(undefined);
    void message.success('Quote accepted successfully!', SNACKBAR_SECONDS);
  };
  const confirmReject = async () => {
    const result = await reject({ key: documentKey, revision });
    if (result.error) return failed(result.error, 'Failed to reject quote');
    setAsking(undefined);
    void message.success('Quote rejected successfully!', SNACKBAR_SECONDS);
  };

  return (
    <>
      <Flex gap={12} wrap className="public-decision">
        <Button type="primary" size="large" icon={<CheckOutlined />} onClick={() => setAsking('accept')}>
          Accept Quote
        </Button>
        <Button danger size="large" icon={<CloseOutlined />} onClick={() => setAsking('reject')}>
          Reject Quote
        </Button>
      </Flex>

      <Modal
        open={asking === 'accept'}
        title={`Accept quote ${number}`}
        okText="Accept Quote"
        okButtonProps={{ loading: accepting.isLoading }}
        onOk={() => void confirmAccept()}
        onCancel={() => setAsking(undefined)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Type your full name to accept this quote. Your name and the time are recorded with it.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={() => void confirmAccept()}>
          <Form.Item
            name="name"
            label="Full name"
            rules={[
              { required: true, whitespace: true, message: 'Please enter your full name' },
              { max: NAME_MAX, message: `At most ${NAME_MAX} characters` },
            ]}
          >
            <Input autoComplete="name" autoFocus maxLength={NAME_MAX} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={asking === 'reject'}
        title={`Reject quote ${number}?`}
        okText="Reject Quote"
        okButtonProps={{ danger: true, loading: rejecting.isLoading }}
        onOk={() => void confirmReject()}
        onCancel={() => setAsking(undefined)}
      >
        The sender is told that you rejected this quote. This cannot be undone.
      </Modal>
    </>
  );
}
