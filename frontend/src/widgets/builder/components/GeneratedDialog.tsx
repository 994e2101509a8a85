import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import type { GeneratedPdf } from '../api/builderApi';

type GeneratedDialogProps = {
  /** 'invoice', 'quote' or 'credit note'. */
  noun: string;
  /** The PDF just made; null keeps the dialog closed. */
  pdf: GeneratedPdf | null;
  onDownload: (objectUrl: string, filename: string) => void;
  onClose: () => void;
};

/** 'Your invoice is ready!' with 'Download again' and 'Done'. */
export function GeneratedDialog({ noun, pdf, onDownload, onClose }: GeneratedDialogProps) {
  return (
    <Modal
      open={pdf !== null}
      onCancel={onClose}
      title={null}
      footer={null}
      aria-labelledby="generate-success-title"
    >
      {pdf && (
        <Result
          icon={<CheckCircleFilled style={{ color: 'var(--ant-color-success, #2e9d5b)' }} />}
          title={<span id="generate-success-title">Your {noun} is ready!</span>}
          subTitle={`${pdf.filename} has been downloaded.`}
          extra={[
            <Button
              key="again"
              icon={<DownloadOutlined />}
              onClick={() => onDownload(pdf.objectUrl, pdf.filename)}
            >
              Download again
            </Button>,
            <Button key="done" type="primary" onClick={onClose}>
              Done
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
}
