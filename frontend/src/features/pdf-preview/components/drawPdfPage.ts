import { getDocument, GlobalWorkerOptions, PDFWorker } from 'pdfjs-dist';
// The worker as a file of our own origin (CSP: script-src 'self' covers it; no blob: worker).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** One worker for every preview: a document's destroy() would otherwise end it, and the next starts anew. */
let worker: PDFWorker | undefined;

export type DrawnPage = { canvas: HTMLCanvasElement; pageCount: number };

/**
 * Draws page `pageNumber` of the PDF on a new canvas `cssWidth` pixels wide (sharp on high-density
 * screens). This module is loaded only when the preview pane opens: pdf.js stays out of the builder's
 * first load.
 */
export async function drawPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  cssWidth: number,
): Promise<DrawnPage> {
  worker ??= new PDFWorker();
  // A copy: pdf.js hands `data` over to its worker (detaching it), and the pane draws the same bytes
  // again for another page.
  const task = getDocument({ data: bytes.slice(), worker });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(Math.min(pageNumber, pdf.numPages));
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (cssWidth / unscaled.width) * window.devicePixelRatio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return { canvas, pageCount: pdf.numPages };
  } finally {
    await task.destroy();
  }
}
