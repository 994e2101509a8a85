import PDFDocument from 'pdfkit';
import { finishProfile, profileOptions, startProfile, type DrawOptions } from './archive/pdf-profile';
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
import { Tags } from './structure/tags';
import type { FontLibrary } from './text/font-library';
import { TextWriter } from './text/text-writer';

export type RenderedPdf = { pdf: Buffer; pageCount: number };

export type { DrawOptions } from './archive/pdf-profile';

/**
 * Draws the model as an A4 portrait PDF, 20 mm margins, fonts embedded as subsets: a tagged PDF/UA-1
 * document (structure in reading order, language, title shown by viewers), and PDF/A-3a as well when
 * it carries a Factur-X XML.
 */
export function drawDocument(
  model: RenderModel,
  fonts: FontLibrary,
  options: DrawOptions = {},
): Promise<RenderedPdf> {
  const now = new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Page numbers need the total, known only at the end.
    bufferPages: true,
    // Deflate costs ~0.5 ms a page and halves the file (14 vs 22 KB for one page): kept.
    compress: true,
    // No standard font: the text writer picks Noto Sans first, so Helvetica's metrics are never parsed.
    font: '',
    ...profileOptions(model.title, now, options),
  } as PDFKit.PDFDocumentOptions);
  startProfile(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const tags = new Tags(doc);
  const text = new TextWriter(doc, fonts, tags).style('regular', 9);
  const tableTop = drawHeaderBlock(doc, text, tags, model);
  const table = drawItemsTable(doc, text, tags, model, tableTop);
  const afterNote = drawTableNote(doc, text, tags, model.hiddenColumnCount, table.y);
  const afterTotals = drawSummaryBlock(doc, text, tags, model, afterNote + 14);
  const afterAcceptance = drawAcceptanceLine(doc, text, tags, model.acceptance, afterTotals);
  const notes = { legal: model.legalNotes, typed: model.notes };
  const afterNotes = drawNotesBlock(doc, text, tags, notes, afterAcceptance, gapAfterSummary(model));
  const contentBottom = drawFullDescriptionsPage(doc, text, tags, table.truncated) ?? afterNotes;
  const slipPage = drawSwissQrBillSlip(doc, fonts, tags, model.paymentCode, contentBottom);
  const pageCount = drawPageFrames(doc, text, tags, model.watermark, slipPage);
  tags.end();
  finishProfile(doc, options, now);
  doc.end();
  return done.then((pdf) => ({ pdf, pageCount }));
}
