import type { DrawOptions } from './archive/pdf-profile';
import { drawAcceptanceLine } from './layout/acceptance-line';
import { drawFullDescriptionsPage } from './layout/full-descriptions-page';
import { drawHeaderBlock } from './layout/header-block';
import { drawItemsTable } from './layout/items-table';
import { drawNotesBlock, drawTableNote } from './layout/notes-block';
import { drawPageFrames } from './layout/page-frame';
import { drawSummaryBlock, gapAfterSummary } from './layout/summary-block';
import { drawSwissQrBillSlip } from './payment-codes/swiss-qr-bill-slip';
import { openPdf } from './pdf-canvas';
import type { RenderModel } from './render-model';
import type { FontLibrary } from './text/font-library';

export type RenderedPdf = { pdf: Buffer; pageCount: number };

export type { DrawOptions } from './archive/pdf-profile';

/**
 * Draws the model as an A4 portrait PDF (see openPdf): tagged PDF/UA-1, and PDF/A-3a as well when it
 * carries a Factur-X XML.
 */
export async function drawDocument(
  model: RenderModel,
  fonts: FontLibrary,
  options: DrawOptions = {},
): Promise<RenderedPdf> {
  const { doc, tags, text, finish } = openPdf(model.title, fonts, options, model.language);
  const { wording } = model;
  const tableTop = drawHeaderBlock(doc, text, tags, model);
  const table = drawItemsTable(doc, text, tags, model, tableTop);
  const afterNote = drawTableNote(doc, text, tags, model.hiddenColumnCount, table.y, wording);
  const afterTotals = drawSummaryBlock(doc, text, tags, model, afterNote + 14);
  const afterAcceptance = drawAcceptanceLine(doc, text, tags, model.acceptance, afterTotals);
  const notes = { legal: model.legalNotes, typed: model.notes, heading: wording.notes };
  const afterNotes = drawNotesBlock(doc, text, tags, notes, afterAcceptance, gapAfterSummary(model));
  const contentBottom = drawFullDescriptionsPage(doc, text, tags, table.truncated, wording) ?? afterNotes;
  const slipPage = drawSwissQrBillSlip(doc, fonts, tags, model.paymentCode, contentBottom, model.language);
  const pageCount = drawPageFrames(
    doc,
    text,
    tags,
    { watermark: model.watermark, previewMark: model.previewMark, wording },
    slipPage,
  );
  return { pdf: await finish(), pageCount };
}
