import { create } from 'qrcode';
import { paymentBlockHeight, PAYMENT_BLOCK_WIDTH, type BesideCode } from '../layout/payment-block';
import { COLOR, CONTENT_BOTTOM, mm, PAGE, SIZE } from '../layout/theme';
import { WORDING } from '../document-wording';
import type { RenderModel } from '../render-model';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';

/** The symbol's side. */
const SIDE = mm(26);
/**
 * Blank around the code: EPC's quiet zone is 4 modules, under 3.2 mm here (a payload of 50 bytes or
 * more needs version 4, 33 modules, at least).
 */
const QUIET = mm(4);
const CAPTION_GAP = mm(1.5);
const HEIGHT = SIDE + CAPTION_GAP + SIZE.body * 1.4;
/** The caption may overhang the symbol by 2 mm each side, never into the totals beside it. */
const CAPTION_MAX_WIDTH = SIDE + mm(4);
/** Beside the payment block, the code's right edge sits mid-gutter, a quiet zone short of the totals. */
const BESIDE_LEFT = PAGE.margin + PAYMENT_BLOCK_WIDTH + mm(4) - SIDE;
/** What must still fit on the page after the summary: its gap, then the notes' heading and two lines. */
const NOTES_AFTER = mm(6) + mm(14);

/** Under the payment block, or beside it (the block's rows then wrap narrower). */
export type EpcPlacement = { beside?: BesideCode; leftHeight: number };

/**
 * Under the payment block, where the IBAN keeps its one line, when the summary and the notes' start
 * still fit on the page that way; beside it otherwise, which keeps a 12-line invoice with payment
 * details and notes on one page. Undefined without an EPC code.
 */
export function epcPlacement(
  text: TextWriter,
  model: RenderModel,
  top: number,
  rightHeight: number,
): EpcPlacement | undefined {
  if (model.paymentCode?.kind !== 'epc') return undefined;
  const under = paymentBlockHeight(text, model.payment) + QUIET + HEIGHT;
  const following = model.notes || model.legalNotes.length > 0 ? NOTES_AFTER : 0;
  if (top + Math.max(under, rightHeight) + following <= CONTENT_BOTTOM) return { leftHeight: under };
  const beside = { rowWidth: BESIDE_LEFT - QUIET - PAGE.margin, height: HEIGHT + mm(1) };
  return { beside, leftHeight: paymentBlockHeight(text, model.payment, beside) };
}

/**
 * The EPC QR code where `epcPlacement` put it: 26 mm square, error correction M, drawn as vector
 * rectangles (one filled path, so no seams between modules), 'Scan to pay' centred under it; returns
 * the y below. The payload goes in as one byte segment: UTF-8 as EPC's character set 1 says, never
 * re-segmented into other modes.
 */
export function drawEpcCode(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  code: RenderModel['paymentCode'],
  placement: EpcPlacement | undefined,
  at: { top: number; afterPayment: number; caption?: string },
): number {
  if (code?.kind !== 'epc' || !placement) return at.top;
  const left = placement.beside ? BESIDE_LEFT : PAGE.margin;
  const top = placement.beside ? at.top : at.afterPayment + QUIET;
  const symbol = create([{ data: Buffer.from(code.payload, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const { size } = symbol.modules;
  const module = SIDE / size;
  // Mirrored as a whole in a right-to-left document; the symbol itself is never mirrored.
  const symbolLeft = text.mirrorX(left, SIDE);
  const drawSymbol = () => {
    doc.save();
    for (let row = 0; row < size; row++) {
      for (const [start, length] of darkRuns(symbol.modules, row)) {
        doc.rect(symbolLeft + start * module, top + row * module, length * module, module);
      }
    }
    doc.fillColor('#000000').fill();
    doc.restore();
  };
  tags.within('Figure', () => tags.content(drawSymbol), { alt: code.alt });
  const captionTop = top + SIDE + CAPTION_GAP;
  tags.within('P', () => {
    text.style('regular', SIZE.body);
    doc.fillColor(COLOR.muted);
    const caption = at.caption ?? WORDING.scanToPay;
    // Some languages say 'Scan to pay' at twice its length ('Zum Bezahlen scannen'): set it smaller.
    const natural = text.width(caption);
    if (natural > CAPTION_MAX_WIDTH) text.style('regular', (SIZE.body * CAPTION_MAX_WIDTH) / natural);
    text.line(caption, left + (SIDE - text.width(caption)) / 2, captionTop);
  });
  return top + HEIGHT;
}

type Modules = { size: number; get(row: number, col: number): number | boolean };

/** Each run of dark modules in a row as [first column, length]: a row is a few rectangles, not dozens. */
function darkRuns(modules: Modules, row: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let col = 0; col <= modules.size; col++) {
    const dark = col < modules.size && Boolean(modules.get(row, col));
    if (dark && start < 0) start = col;
    if (!dark && start >= 0) {
      runs.push([start, col - start]);
      start = -1;
    }
  }
  return runs;
}
