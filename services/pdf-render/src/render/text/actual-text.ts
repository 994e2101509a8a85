/** UTF-16BE with a byte-order mark, as PDF text strings are written. */
const pdfTextString = (text: string): string =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/**
 * Runs `draw` (one pdfkit text call) inside a marked-content span whose ActualText is `text`, so copy
 * and search read the characters in reading order rather than in glyph order. The span goes inside
 * pdfkit's BT…ET: pdfkit flips the coordinate system for each text call, and poppler places ActualText
 * with the transform current at BDC, so a span opened outside (as `doc.markContent` does) lands
 * elsewhere on the page, or nowhere.
 */
export function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void): void {
  const addContent = doc.addContent.bind(doc);
  doc.addContent = (data: unknown) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (data === 'BT') addContent(`/Span << /ActualText ${pdfTextString(text)} >> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}
