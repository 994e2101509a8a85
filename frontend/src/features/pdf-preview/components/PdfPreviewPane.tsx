import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import type { PreviewRequest } from '../api/fetchPreview';
import { usePdfPreview } from '../model/usePdfPreview';
import { useWideScreen } from '../model/useWideScreen';
import { PdfPageView } from './PdfPageView';
import './PdfPreviewPane.css';

export type PdfPreviewPaneProps = PreviewRequest;

/** The width the page is drawn at, in CSS pixels: the pane's, less its padding. */
const PAGE_WIDTH = 392;

/**
 * The live preview beside the builder on wide screens: the real PDF page (pdf-render's, marked
 * 'Preview'), redrawn 800 ms after typing stops. Narrower screens get no pane: the form needs the
 * width, and the PDF is one button away. The toggle hides it (and stops every request).
 */
export function PdfPreviewPane({ document, logo }: PdfPreviewPaneProps) {
  const wide = useWideScreen();
  const [open, setOpen] = useState(true);
  const empty = document.items.length === 0;
  const preview = usePdfPreview({ document, logo }, wide && open && !empty);
  const bodyId = useId();
  if (!wide) return null;

  return (
    <aside
      className={`pdf-preview ${open ? 'pdf-preview--open' : 'pdf-preview--closed'}`}
      aria-label="PDF preview"
    >
      <div className="pdf-preview__sticky">
        <div className="pdf-preview__bar">
          {open && <Typography.Text strong>Preview</Typography.Text>}
          {open && preview.loading && (
            // Named by its wrapper: a Spin's own div has no role, and a name on it is prohibited (axe).
            <span role="status" aria-label="Updating the preview">
              <Spin size="small" />
            </span>
          )}
          <Button
            size="small"
            type={open ? 'text' : 'default'}
            icon={open ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
            className="pdf-preview__toggle"
          >
            {open ? 'Hide preview' : 'Show preview'}
          </Button>
        </div>
        {open && (
          <div id={bodyId} className="pdf-preview__body" aria-busy={preview.loading}>
            {preview.error && <Alert type="warning" showIcon title={preview.error} />}
            {empty && !preview.pdf && (
              <Typography.Text type="secondary">Add an item to see your PDF here.</Typography.Text>
            )}
            {!empty && !preview.pdf && !preview.error && (
              <div className="pdf-preview__placeholder">
                <span role="status" aria-label="Drawing the preview">
                  <Spin />
                </span>
              </div>
            )}
            {preview.pdf && (
              <div className={preview.loading ? 'pdf-preview__stale' : undefined}>
                <PdfPageView pdf={preview.pdf} width={PAGE_WIDTH} />
              </div>
            )}
          </div>
        )}
      </div>
    </aside>
  );
}
