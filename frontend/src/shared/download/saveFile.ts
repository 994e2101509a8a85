/**
 * Saves what `objectUrl` holds under `filename` through a temporary link. The link is in the document
 * while it is clicked, since Firefox ignores a click on a detached one.
 */
export function saveFile(objectUrl: string, filename: string): void {
  const link = Object.assign(window.document.createElement('a'), {
    href: objectUrl,
    download: filename,
    rel: 'noopener',
  });
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the file once and lets the object URL go, after the click has been handled. */
export function saveFileOnce(objectUrl: string, filename: string): void {
  saveFile(objectUrl, filename);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/** A saved document's PDF file name: its number, or its type when it has none yet. */
export const pdfFileName = (document: { document_number?: string | null; document_type: string }): string =>
  `${document.document_number || document.document_type}.pdf`;
