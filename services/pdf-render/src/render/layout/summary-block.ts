import { drawEpcCode, epcPlacement } from '../payment-codes/epc-qr-code';
import type { RenderModel } from '../render-model';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { drawPaymentBlock, paymentBlockHeight } from './payment-block';
import { drawTaxBreakdown, taxBreakdownHeight } from './tax-breakdown-table';
import { CONTENT_BOTTOM, mm, PAGE } from './theme';
import { drawTotalsBlock, totalsBlockHeight } from './totals-block';

/**
 * The totals with the tax breakdown under them on the right, the payment block on the left, with an
 * EPC QR code under or beside it. They stay together: a total alone at the top of a page reads like a
 * different document.
 */
export function drawSummaryBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  model: RenderModel,
  top: number,
): number {
  const right = totalsBlockHeight(model) + taxBreakdownHeight(text, model.taxBreakdown);
  const epc = epcPlacement(text, model, top, right);
  const height = Math.max(right, epc ? epc.leftHeight : paymentBlockHeight(text, model.payment));
  let y = top;
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  // Reading order: the totals, their tax breakdown, then how to pay (drawn to their left) and its code.
  const afterTotals = drawTotalsBlock(doc, text, tags, model, y);
  const afterBreakdown = drawTaxBreakdown(doc, text, tags, model.taxBreakdown, afterTotals, model.wording);
  const afterPayment = drawPaymentBlock(
    doc,
    text,
    tags,
    model.payment,
    y,
    epc?.beside,
    model.wording.payment,
  );
  const afterCode = drawEpcCode(doc, text, tags, model.paymentCode, epc, {
    top: y,
    afterPayment,
    caption: model.wording.scanToPay,
  });
  return Math.max(afterBreakdown, afterPayment, afterCode);
}

/**
 * The space before what follows the summary. A tax breakdown or a payment block ends the summary in
 * lines of its own, which set it apart already; the narrower gap keeps a 12-line invoice that has
 * them, with its notes, on one page.
 */
export const gapAfterSummary = (model: RenderModel): number =>
  model.taxBreakdown.length > 0 || model.payment ? mm(6) : mm(10);
