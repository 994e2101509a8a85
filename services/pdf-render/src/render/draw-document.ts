import PDFDocument from 'pdfkit';
import { drawAcceptanceLine } from './layout/acceptance-line';
import { drawFullDescriptionsPage } from './layout/full-descriptions-page';
import { drawHeaderBlock } from './layout/header-block';
import { drawItemsTable } from './layout/items-table';
import { drawNotesBlock, drawTableNote } from './layout/notes-block';
import { drawPageFrames } from './layout/page-frame';
import { drawSummaryBlock, gapAfterSummary } from './layout/summary-block';
import { PAGE } from './layout/theme';
import { drawSwissQrBillSlip } from './payment-codes/swiss-qr-bill-slip';
import type { RenderModel } from './render-model';
import type { FontLibrary } from './text/font-library';
import { TextWriter } from './text/text-writer';

export type RenderedPdf = { pdf: Buffer; pageCount: number };

/** Draws the model as an A4 portrait PDF, 20 mm margins, fonts embedded as subsets. */
export function drawDocument(model: RenderModel, fonts: FontLibrary): Promise<RenderedPdf> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Page numbers need the total, known only at the end.
    bufferPages: true,
    info: { Title: model.title, Creator: 'Paydraft', Producer: 'Paydraft' },
    // Deflate costs ~0.5 ms a page and halves the file (14 vs 22 KB for one page): kept.
    compress: true,
    // No standard font: the text writer picks Noto Sans first, so Helvetica's metrics are never parsed.
    font: '',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = new TextWriter(doc, fonts).style('regular', 9);
  const tableTop = drawHeaderBlock(doc, text, model);
  const table = drawItemsTable(doc, text, model, tableTop);
  const afterNote = drawTableNote(doc, text, model.hiddenColumnCount, table.y);
  const afterTotals = drawSummaryBlock(doc, text, model, afterNote + 14);
  const afterAcceptance = drawAcceptanceLine(doc, text, model.acceptance, afterTotals);
  const notes = { legal: model.legalNotes, typed: model.notes };
  const afterNotes = drawNotesBlock(doc, text, notes, afterAcceptance, gapAfterSummary(model));
  const contentBottom = drawFullDescriptionsPage(doc, text, table.truncated) ?? afterNotes;
  const slipPage = drawSwissQrBillSlip(doc, fonts, model.paymentCode, contentBottom);
  const pageCount = drawPageFrames(doc, text, model.watermark, slipPage);
  doc.end();
  return done.then((pdf) => ({ pdf, pageCount }));
}
