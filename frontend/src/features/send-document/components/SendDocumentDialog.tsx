import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, Form, Input, Modal, Result, Skeleton } from 'antd';
import {
  catalogueOf,
  englishLocale,
  type LanguageTag,
  resolveLanguage,
  type Translate,
} from '@paydraft/i18n';
import { useState } from 'react';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { I18nProvider, useTranslate } from '../../../shared/i18n';
import { useFormPreferencesQuery } from '../../../entities/preferences';
import { useSendDocumentMutation, type SendDocumentReply, type ShareableDocument } from '../api/sharingApi';
import {
  defaultMessage,
  defaultSubject,
  INVALID_EMAIL,
  looksLikeEmail,
  RECIPIENT_REQUIRED,
  serverMessage,
  kindInText,
  TYPE_LABEL,
  type EmailDraft,
} from '../model/emailDraft';
import { ShareLinkPanel } from './ShareLinkPanel';
import './Sharing.css';

export type SendDocumentDialogProps = {
  document: ShareableDocument;
  /** The client's address when the document has a client; the owner may change it. */
  recipient?: string | null;
  onClose: () => void;
  /** After the server sent it (the reply carries the document as saved, now sent). */
  onSent?: (reply: SendDocumentReply) => void;
  /** The words of a failure where the dialog is used ('Failed to send email', 'Error sending email: …'). */
  failureText: (serverMessage: string) => string;
};

type Step = 'compose' | 'preview' | 'sent';

/**
 * The Send dialog (recipient, subject, message), then 'Email Preview', then
 * 'Email Sent Successfully!' with Done. The Send dialog also holds the share link (beyond the spec).
 */
export function SendDocumentDialog(props: SendDocumentDialogProps) {
  const language = resolveLanguage(props.document.language);
  if (catalogueOf(language) === 'en') return <SendDocumentSteps {...props} t={englishLocale().t} />;
  return (
    <I18nProvider>
      <TranslatedSendDocumentDialog {...props} language={language} />
    </I18nProvider>
  );
}

/**
 * A document in another language: the suggested subject and message are the client's language, once
 * its catalogue has arrived (English words if it cannot be fetched; the owner edits them anyway).
 */
function TranslatedSendDocumentDialog({
  language,
  ...props
}: SendDocumentDialogProps & { language: LanguageTag }) {
  const translation = useTranslate(language);
  const t =
    translation.status === 'ready'
      ? translation.t
      : translation.status === 'failed'
        ? englishLocale().t
        : undefined;
  return <SendDocumentSteps {...props} t={t} />;
}

/** `t`: the words of the suggested subject and message; undefined while they load. */
function SendDocumentSteps({
  document,
  recipient,
  onClose,
  onSent,
  failureText,
  t,
}: SendDocumentDialogProps & { t: Translate | undefined }) {
  const preferences = useFormPreferencesQuery();
  const [send, sending] = useSendDocumentMutation();
  const [form] = Form.useForm<EmailDraft>();
  const typedMessage = Form.useWatch('message', form) ?? '';
  const [step, setStep] = useState<Step>('compose');
  const [draft, setDraft] = useState<EmailDraft>();
  const [failure, setFailure] = useState<{ title: string; reason: string }>();
  const name = `${TYPE_LABEL[document.document_type]} ${document.document_number}`;
  const businessName = preferences.data?.business_name;

  const preview = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setDraft({ ...values, recipient: values.recipient.trim() });
    setFailure(undefined);
    setStep('preview');
  };
  const confirmSend = async () => {
    if (!draft) return;
    setFailure(undefined);
    const result = await send({
      documentId: document.id,
      documentType: document.document_type,
      ...draft,
    });
    if (result.error) {
      // A write the demo refused has its own prompt.
      if (isDemoBlockedWrite(result.error)) return;
      const reason = serverMessage(result.error);
      setFailure({ title: failureText(reason), reason });
      return;
    }
    onSent?.(result.data);
    setStep('sent');
  };

  return (
    <>
      <Modal
        open={step === 'compose'}
        title={`Send ${name}`}
        okText="Preview"
        okButtonProps={{ icon: <MailOutlined />, disabled: preferences.isLoading || !t }}
        onOk={() => void preview()}
        onCancel={onClose}
        width={600}
      >
        {preferences.isLoading || !t ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            requiredMark="optional"
            initialValues={{
              recipient: recipient ?? '',
              subject: defaultSubject(document, businessName, t),
              message: defaultMessage(document, businessName, t),
            }}
          >
            <Form.Item
              name="recipient"
              label="Recipient email"
              validateTrigger="onBlur"
              rules={[
                { required: true, whitespace: true, message: RECIPIENT_REQUIRED },
                {
                  validator: (_, value: string | undefined) =>
                    !value?.trim() || looksLikeEmail(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(INVALID_EMAIL)),
                },
              ]}
            >
              <Input type="email" autoComplete="email" placeholder="client@example.com" />
            </Form.Item>
            <Form.Item
              name="subject"
              label="Subject"
              rules={[{ required: true, whitespace: true, message: 'Please enter a subject' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="message" label="Message">
              <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={5000} />
            </Form.Item>
          </Form>
        )}
        <Divider className="share-link__divider" />
        <ShareLinkPanel document={document} text={typedMessage} />
      </Modal>

      <Modal
        open={step === 'preview'}
        title="Email Preview"
        onCancel={onClose}
        width={600}
        footer={[
          <Button key="back" onClick={() => setStep('compose')} disabled={sending.isLoading}>
            Back
          </Button>,
          <Button
            key="send"
            type="primary"
            icon={<MailOutlined />}
            loading={sending.isLoading}
            onClick={() => void confirmSend()}
          >
            Send
          </Button>,
        ]}
      >
        {failure && (
          <Alert
            type="error"
            showIcon
            title={failure.title}
            description={failure.title.includes(failure.reason) ? undefined : failure.reason}
            className="email-preview__failure"
          />
        )}
        {draft && (
          <Descriptions column={1} bordered size="small" className="email-preview">
            <Descriptions.Item label="To">{draft.recipient}</Descriptions.Item>
            <Descriptions.Item label="Subject">{draft.subject}</Descriptions.Item>
            <Descriptions.Item label="Message">
              <div className="email-preview__message">{draft.message}</div>
            </Descriptions.Item>
          </Descriptions>
        )}
        <Alert
          type="info"
          showIcon
          className="email-preview__note"
          title={`The recipient gets a professional email with a link to view and download the ${kindInText(document)}, with the PDF attached.`}
        />
      </Modal>

      <Modal
        open={step === 'sent'}
        title="Email Sent Successfully!"
        onCancel={onClose}
        footer={[
          <Button key="done" type="primary" onClick={onClose}>
            Done
          </Button>,
        ]}
      >
        <Result
          icon={<CheckCircleFilled aria-hidden />}
          status="success"
          subTitle={`${name} was sent to ${draft?.recipient ?? 'the recipient'}.`}
        />
      </Modal>
    </>
  );
}
