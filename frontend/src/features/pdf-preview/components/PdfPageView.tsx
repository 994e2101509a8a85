import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

type PdfPageViewProps = { pdf: Uint8Array; width: number };

/**
 * One page of the preview drawn with pdf.js (loaded here, on first use), with the page count and
 * previous / next when the document runs to more pages. The page drawn before stays until the new
 * one is ready, so typing never blanks the pane.
 */
export function PdfPageView({ pdf, width }: PdfPageViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    void import('./drawPdfPage')
      .then(({ drawPdfPage }) => drawPdfPage(pdf, page, width))
      .then(({ canvas, pageCount: count }) => {
        if (!current || !holder.current) return;
        canvas.className = 'pdf-preview__canvas';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `Preview of page ${Math.min(page, count)} of ${count}`);
        holder.current.replaceChildren(canvas);
        setPageCount(count);
        setFailed(false);
        if (page > count) setPage(count);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [pdf, page, width]);

  return (
    <Flex vertical gap={8}>
      <div ref={holder} className="pdf-preview__page" data-testid="pdf-preview-page" />
      {failed && <Typography.Text type="danger">This browser could not draw the preview.</Typography.Text>}
      {pageCount > 1 && (
        <Flex justify="space-between" align="center">
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Typography.Text type="secondary">
            Page {Math.min(page, pageCount)} of {pageCount}
          </Typography.Text>
          <Button size="small" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
