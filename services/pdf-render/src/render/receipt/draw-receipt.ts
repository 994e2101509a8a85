import { drawHeaderBlock } from '../layout/header-block';
import { drawPageFrames } from '../layout/page-frame';
import { COLOR, CONTENT_WIDTH, mm, PAGE, SIZE } from '../layout/theme';
import { drawTotalsBlock } from '../layout/totals-block';
import { openPdf } from '../pdf-canvas';
import type { RenderedPdf } from '../draw-document';
import type { FontLibrary } from '../text/font-library';
import type { TextWriter } from '../text/text-writer';
import type { Tags } from '../structure/tags';
import { wrapLines } from '../text/wrap-lines';
import type { ReceiptModel } from './receipt-model';

/**
 * A receipt on one A4 page, in the invoice PDFs' fonts and look (tagged PDF/UA-1 like them): the
 * header of an invoice (title, logo, parties, details), then what the payment was for, and the amounts
 * on the right as an invoice's totals, the amount received in the accent band.
 */
export async function drawReceipt(model: ReceiptModel, fonts: FontLibrary): Promise<RenderedPdf> {
  const { doc, tags, text, finish } = openPdf(model.documentTitle, fonts, {}, model.language);
  const afterHeader = drawHeaderBlock(doc, text, tags, model.header);
  const afterStatement = drawStatement(doc, text, tags, model.statement, afterHeader);
  const afterAmounts = drawTotalsBlock(doc, text, tags, model.amounts, afterStatement + mm(6));
  if (model.paidInFull) drawPaidInFull(doc, text, tags, model.paidInFullLabel, afterAmounts + mm(3));
  const wording = model.header.wording;
  const pageCount = drawPageFrames(doc, text, tags, { watermark: false, wording });
  return { pdf: await finish(), pageCount };
}

/** 'Payment for invoice …' across the page, above the amounts; returns the y below it. */
function drawStatement(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  statement: string,
  top: number,
) {
  text.style('bold', SIZE.total);
  doc.fillColor(COLOR.text);
  const lineHeight = text.lineHeight + 2;
  const lines = wrapLines((t) => text.width(t), statement, CONTENT_WIDTH).lines;
  tags.within('P', () =>
    lines.forEach((line, index) => text.line(line, PAGE.margin, top + index * lineHeight)),
  );
  return top + lines.length * lineHeight;
}

/** Under the band, right-aligned with its amount, in the paid status green. */
function drawPaidInFull(doc: PDFKit.PDFDocument, text: TextWriter, tags: Tags, label: string, top: number) {
  text.style('bold', SIZE.total);
  doc.fillColor(COLOR.paid);
  tags.within('P', () => text.line(label, PAGE.width - PAGE.margin - mm(2) - text.width(label), top));
}
