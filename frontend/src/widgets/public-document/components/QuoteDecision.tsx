import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { catalogueOf } from '@paydraft/i18n';
import { useAcceptQuoteMutation, useRejectQuoteMutation, type PublicDocumentKey } from '../api/publicViewApi';
import { usePublicLocale, type PublicLocale } from '../model/locale';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

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

/** The server's words and code for a failed call, when it sent any. */
function reasonOf(error: unknown): { status: unknown; text: string | null; code: unknown } {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const body = typeof data === 'object' && data !== null ? (data as { error?: unknown; code?: unknown }) : {};
  const text = body.error;
  return { status, text: typeof text === 'string' && text !== '' ? text : null, code: body.code };
}

/**
 * Why a decision was refused (409). The server words it in English, which an English page shows as
 * sent; another language says it by the error's code.
 */
function conflictText({ text, code }: { text: string | null; code: unknown }, { t, language }: PublicLocale) {
  if (text && catalogueOf(language) === 'en') return text;
  return code === 'documents.quote_revised'
    ? t('publicView:decision.revised')
    : t('publicView:decision.alreadyDecided');
}

/**
 * 'Accept Quote' (with the signer's typed name) and 'Reject Quote' (after a confirm), shown only while
 * the quote is neither accepted nor rejected; the page hides them once the answer comes back.
 */
export function QuoteDecision({ documentKey, revision, number, reload }: Props) {
  const { message } = useFeedback();
  const locale = usePublicLocale();
  const { t } = locale;
  const [accept, accepting] = useAcceptQuoteMutation();
  const [reject, rejecting] = useRejectQuoteMutation();
  const [asking, setAsking] = useState<'accept' | 'reject'>();
  const [form] = Form.useForm<{ name: string }>();

  const failed = (error: unknown, fallback: string) => {
    const reason = reasonOf(error);
    setAsking(undefined);
    if (reason.status === 409) {
      message.error(conflictText(reason, locale), SNACKBAR_SECONDS);
      reload();
    } else message.error(fallback, SNACKBAR_SECONDS);
  };
  const confirmAccept = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const result = await accept({ key: documentKey, revision, name: values.name.trim() });
    if (result.error) return failed(result.error, t('publicView:decision.acceptFailed'));
    setAsking(undefined);
    message.success(t('publicView:decision.accepted'), SNACKBAR_SECONDS);
  };
  const confirmReject = async () => {
    const result = await reject({ key: documentKey, revision });
    if (result.error) return failed(result.error, t('publicView:decision.rejectFailed'));
    setAsking(undefined);
    message.success(t('publicView:decision.rejected'), SNACKBAR_SECONDS);
  };

  return (
    <>
      <Flex gap={12} wrap className="public-decision">
        <Button type="primary" size="large" icon={<CheckOutlined />} onClick={() => setAsking('accept')}>
          {t('publicView:decision.accept')}
        </Button>
        <Button danger size="large" icon={<CloseOutlined />} onClick={() => setAsking('reject')}>
          {t('publicView:decision.reject')}
        </Button>
      </Flex>

      <Modal
        open={asking === 'accept'}
        title={t('publicView:decision.acceptTitle', { number })}
        okText={t('publicView:decision.accept')}
        cancelText={t('publicView:decision.cancel')}
        okButtonProps={{ loading: accepting.isLoading }}
        onOk={() => void confirmAccept()}
        onCancel={() => setAsking(undefined)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('publicView:decision.acceptExplanation')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={() => void confirmAccept()}>
          <Form.Item
            name="name"
            label={t('publicView:decision.name')}
            rules={[
              { required: true, whitespace: true, message: t('publicView:decision.nameRequired') },
              { max: NAME_MAX, message: t('publicView:decision.nameTooLong', { max: NAME_MAX }) },
            ]}
          >
            <Input autoComplete="name" autoFocus maxLength={NAME_MAX} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={asking === 'reject'}
        title={t('publicView:decision.rejectTitle', { number })}
        okText={t('publicView:decision.reject')}
        cancelText={t('publicView:decision.cancel')}
        okButtonProps={{ danger: true, loading: rejecting.isLoading }}
        onOk={() => void confirmReject()}
        onCancel={() => setAsking(undefined)}
      >
        {t('publicView:decision.rejectExplanation')}
      </Modal>
    </>
  );
}
