import type { HistoryDocument } from '../api/historyApi';

/** Saves the PDF behind the object URL as '<number>.pdf', then lets the URL go. */
export function downloadPdf(objectUrl: string, document: HistoryDocument) {
  const link = Object.assign(window.document.createElement('a'), {
    href: objectUrl,
    download: `${document.document_number || document.document_type}.pdf`,
  });
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
