import { CheckCircleFilled, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { builderDocumentSchema } from '@paydraft/invoice-core';
import { Button, Card, Flex, Modal, Result, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AnalyticsEvent, trackEvent } from '../analytics/analytics';
import { errorMessage, errorStatus, useGeneratePdfMutation, type GeneratedPdf } from '../api/builderApi';
import type { FreeLimit } from '../hooks/useFreeLimit';
import { toBuilderDocument, type BuilderState } from '../model/builderState';
import { LimitBanner } from './LimitBanner';
import { LimitDialog } from './LimitDialog';

type GeneratePanelProps = {
  state: BuilderState;
  /** The free allowance; null where there is none (paid dashboard). */
  freeLimit: FreeLimit | null;
  /** Generate was pressed with every row empty: nothing is sent and nothing counted. */
  onNothingToPrint: () => void;
};

type Dialog =
  | { kind: 'success'; pdf: GeneratedPdf }
  | { kind: 'error'; message: string }
  | { kind: 'limit'; message: string | null };

/** Saves the PDF under its name through a temporary download link. */
export function downloadFile(objectUrl: string, filename: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Idle → generating → success dialog (and the download), or an error or limit dialog. */
export function GeneratePanel({ state, freeLimit, onNothingToPrint }: GeneratePanelProps) {
  const [generatePdf, { isLoading }] = useGeneratePdfMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const noun = state.type === 'quote' ? 'quote' : 'invoice';
  const Noun = state.type === 'quote' ? 'Quote' : 'Invoice';

  // The PDF stays downloadable while its dialog is open; its memory is released afterwards.
  const lastUrl = useRef<string | null>(null);
  const release = () => {
    if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    lastUrl.current = null;
  };
  useEffect(() => release, []);

  const generate = async () => {
    if (freeLimit?.reached) {
      setDialog({ kind: 'limit', message: null });
      return;
    }
    const payload = toBuilderDocument(state);
    if (payload.items.length === 0) {
      onNothingToPrint();
      return;
    }
    const checked = builderDocumentSchema.safeParse(payload);
    if (!checked.success) {
      setDialog({ kind: 'error', message: checked.error.issues.map((issue) => issue.message).join('. ') });
      return;
    }
    const result = await generatePdf({ document: payload, logo: state.logo });
    if ('error' in result) {
      if (errorStatus(result.error) === 429) {
        setDialog({ kind: 'limit', message: errorMessage(result.error, '') || null });
      } else {
        setDialog({
          kind: 'error',
          message: `Failed to generate PDF: ${errorMessage(result.error, 'Something went wrong. Please try again.')}`,
        });
      }
      return;
    }
    release();
    lastUrl.current = result.data.objectUrl;
    downloadFile(result.data.objectUrl, result.data.filename);
    freeLimit?.record();
    trackEvent(AnalyticsEvent.GenerateDocument, {
      document_type: state.type,
      currency: state.currency,
      item_count: checked.data.items.length,
    });
    setDialog({ kind: 'success', pdf: result.data });
  };

  const close = () => {
    if (dialog?.kind === 'success') release();
    setDialog(null);
  };

  return (
    <Card className="builder-card generate-panel" size="small" title={`Generate ${Noun}`}>
      <Flex vertical gap={12}>
        {freeLimit && <LimitBanner limit={freeLimit} />}
        <Button
          type="primary"
          size="large"
          block
          icon={<FilePdfOutlined />}
          loading={isLoading}
          onClick={() => void generate()}
        >
          {isLoading ? `Generating ${noun}…` : `Generate ${Noun} PDF`}
        </Button>
        {freeLimit && (
          <Typography.Text type="secondary" className="generate-panel__hint">
            {freeLimit.remaining} of {freeLimit.limit} free documents left today. Free PDFs carry a small
            footer watermark.
          </Typography.Text>
        )}
      </Flex>

      <Modal
        open={dialog?.kind === 'success'}
        onCancel={close}
        title={null}
        footer={null}
        aria-labelledby="generate-success-title"
      >
        {dialog?.kind === 'success' && (
          <Result
            icon={<CheckCircleFilled style={{ color: 'var(--ant-color-success, #2e9d5b)' }} />}
            title={<span id="generate-success-title">Your {noun} is ready!</span>}
            subTitle={`${dialog.pdf.filename} has been downloaded.`}
            extra={[
              <Button
                key="again"
                icon={<DownloadOutlined />}
                onClick={() => downloadFile(dialog.pdf.objectUrl, dialog.pdf.filename)}
              >
                Download again
              </Button>,
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]}
          />
        )}
      </Modal>

      <Modal
        open={dialog?.kind === 'error'}
        title={`Generate ${noun} Failed`}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            OK
          </Button>
        }
      >
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {dialog?.kind === 'error' ? dialog.message : ''}
        </Typography.Paragraph>
      </Modal>

      <LimitDialog
        open={dialog?.kind === 'limit'}
        message={dialog?.kind === 'limit' ? dialog.message : null}
        onClose={close}
      />
    </Card>
  );
}
