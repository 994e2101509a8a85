import { CopyOutlined, MessageOutlined, ReloadOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  useRenewShareLinkMutation,
  useShareLinkMutation,
  type ShareableDocument,
  type ShareLink,
} from '../api/sharingApi';
import { absoluteLink, smsHref, whatsAppHref } from '../model/emailDraft';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

type Props = {
  document: ShareableDocument;
  /** The message the link goes with in WhatsApp and SMS (the dialog's message as typed). */
  text: string;
};

/**
 * The document's public link, beyond the spec's email: copy it, or send it by WhatsApp or SMS. Asked
 * for as soon as the dialog opens, so an owner can share without emailing. 'New link' revokes the old one.
 */
export function ShareLinkPanel({ document: { id, document_type, document_number }, text }: Props) {
  // One object per document, so a parent's re-render does not ask for the link again.
  const document = useMemo(
    () => ({ id, document_type, document_number }),
    [id, document_type, document_number],
  );
  const { message, modal } = useFeedback();
  const [fetchLink, fetching] = useShareLinkMutation();
  const [renewLink, renewing] = useRenewShareLinkMutation();
  const [link, setLink] = useState<ShareLink>();

  useEffect(() => {
    let current = true;
    void fetchLink(document).then((result) => {
      if (current && result.data) setLink(result.data);
    });
    return () => {
      current = false;
    };
  }, [fetchLink, document]);
  const retry = () => void fetchLink(document).then((result) => result.data && setLink(result.data));

  const url = link ? absoluteLink(link.url) : '';
  const shareText = `${text.trim()} ${url}`.trim();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success('Link copied', 2.5);
    } catch {
      message.error('Could not copy the link: select it and copy it by hand', 3.5);
    }
  };
  const renew = () =>
    modal.confirm({
      title: 'Make a new link?',
      content: 'The current link stops working: anyone who has it will no longer see this document.',
      okText: 'New link',
      cancelText: 'Keep current link',
      onOk: async () => {
        const result = await renewLink(document);
        if (result.data) {
          setLink(result.data);
          message.success('New link ready. The old link no longer works.', 3.5);
        } else message.error('Failed to make a new link', 3.5);
      },
    });

  return (
    <section className="share-link" aria-labelledby="share-link-title">
      <Typography.Title level={3} id="share-link-title" className="share-link__title">
        Share link
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="share-link__hint">
        Anyone with this link can view and download the document without signing in.
      </Typography.Paragraph>
      {fetching.isError && !link ? (
        <Alert
          type="error"
          showIcon
          title="Failed to get the share link"
          action={<Button onClick={retry}>Try again</Button>}
        />
      ) : !link ? (
        <Skeleton.Input active block />
      ) : (
        <Flex vertical gap={8}>
          <Input readOnly value={url} aria-label="Share link" onFocus={(event) => event.target.select()} />
          <Flex gap={8} wrap>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              Copy link
            </Button>
            <Button
              icon={<WhatsAppOutlined />}
              href={whatsAppHref(shareText)}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </Button>
            <Button icon={<MessageOutlined />} href={smsHref(shareText)}>
              SMS
            </Button>
            <Button icon={<ReloadOutlined />} loading={renewing.isLoading} onClick={renew}>
              New link
            </Button>
          </Flex>
        </Flex>
      )}
    </section>
  );
}
