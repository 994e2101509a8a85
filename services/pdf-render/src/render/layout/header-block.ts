import type { LabelledValue, LogoImage, RenderModel } from '../render-model';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { wrapLines } from '../text/wrap-lines';
import { drawPaidMark, paidMarkWidth } from './paid-mark';
import { COLOR, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** What the header prints: an invoice's (RenderModel) or a receipt's. */
export type HeaderModel = Pick<
  RenderModel,
  | 'kindLabel'
  | 'title'
  | 'logo'
  | 'paidMark'
  | 'sender'
  | 'senderIds'
  | 'receiver'
  | 'receiverIds'
  | 'receiverLabel'
  | 'details'
  | 'wording'
>;

const LOGO_BOX = { width: mm(40), height: mm(20) };
const PARTY_WIDTH = mm(47);
const PARTY_GAP = mm(7);
const DETAILS_WIDTH = CONTENT_WIDTH - 2 * PARTY_WIDTH - 2 * PARTY_GAP;
/** What fits above the table on the first page; only a runaway paste reaches it, and then ends in '…'. */
const MAX_PARTY_LINES = 40;
const LINE_GAP = 2;

/**
 * Title (the heading of the document), logo, both parties and the document details; returns the y
 * below them. Each party and the details are a section whose label is its heading.
 */
export function drawHeaderBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  model: HeaderModel,
): number {
  const left = PAGE.margin;
  // The mark sits left of the logo box (in the corner without a logo); the title wraps before it.
  const markRight = PAGE.width - PAGE.margin - (model.logo ? LOGO_BOX.width + mm(6) : 0);
  const titleRight = model.paidMark
    ? markRight - paidMarkWidth(text, model.wording.paidMark) - mm(6)
    : markRight;
  const titleBottom = tags.within('H1', () => drawTitle(doc, text, model, titleRight));
  if (model.paidMark) drawPaidMark(doc, text, tags, model.wording.paidMark, markRight, PAGE.margin + mm(1));
  const logoBottom = model.logo ? drawLogo(doc, text, tags, model) : PAGE.margin;

  let y = Math.max(titleBottom, logoBottom) + mm(6);
  tags.artifact(() =>
    doc
      .moveTo(left, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.accent)
      .stroke(),
  );
  y += mm(6);

  const sender = { label: model.wording.from, content: model.sender, ids: model.senderIds };
  const fromBottom = tags.within('Sect', () => drawParty(doc, text, tags, sender, left, y));
  const toLeft = left + PARTY_WIDTH + PARTY_GAP;
  const receiver = { label: model.receiverLabel, content: model.receiver, ids: model.receiverIds };
  const toBottom = tags.within('Sect', () => drawParty(doc, text, tags, receiver, toLeft, y));
  const detailsLeft = PAGE.width - PAGE.margin - DETAILS_WIDTH;
  const details = { heading: model.wording.details, rows: model.details };
  const detailsBottom = drawDetails(doc, text, tags, details, detailsLeft, y);
  return Math.max(fromBottom, toBottom, detailsBottom) + mm(9);
}

/** 'INVOICE' above a document number, then the number (or the kind alone) in large type. */
function drawTitle(doc: PDFKit.PDFDocument, text: TextWriter, model: HeaderModel, right: number): number {
  let y = PAGE.margin;
  if (model.title !== model.kindLabel) {
    text.style('bold', SIZE.eyebrow);
    doc.fillColor(COLOR.accent);
    // Letter spacing would pull joined scripts (Arabic) apart.
    const spacing = text.direction === 'rtl' ? {} : { characterSpacing: 1 };
    text.line(model.kindLabel, PAGE.margin, y, spacing);
    y += SIZE.eyebrow + 4;
  }
  text.style('bold', SIZE.title);
  doc.fillColor(COLOR.text);
  const titleWidth = Math.min(CONTENT_WIDTH - LOGO_BOX.width - mm(6), right - PAGE.margin);
  for (const line of wrapLines((t) => text.width(t), model.title, titleWidth).lines) {
    text.line(line, PAGE.margin, y);
    y += text.lineHeight;
  }
  return y;
}

/**
 * The logo in the top right corner (top left, mirrored, in a right-to-left document), a Figure
 * described by whose logo it is; returns its box's bottom.
 */
function drawLogo(doc: PDFKit.PDFDocument, text: TextWriter, tags: Tags, model: HeaderModel): number {
  const logo = model.logo as LogoImage;
  const alt = model.wording.logoOf(model.sender.split(/\r?\n/, 1)[0].trim());
  const logoLeft = text.mirrorX(PAGE.width - PAGE.margin - LOGO_BOX.width, LOGO_BOX.width);
  tags.within(
    'Figure',
    () =>
      tags.content(() =>
        doc.image(logo.data, logoLeft, PAGE.margin, {
          fit: [LOGO_BOX.width, LOGO_BOX.height],
          // Against the margin: right, or (mirrored) left, pdfkit's default.
          ...(text.direction === 'rtl' ? {} : { align: 'right' as const }),
        }),
      ),
    { alt },
  );
  return PAGE.margin + LOGO_BOX.height;
}

/** A party's block: its free text, then its VAT and registration numbers when the text lacks them. */
type PartyBlock = { label: string; content: string; ids: string[] };

function drawParty(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  party: PartyBlock,
  x: number,
  top: number,
): number {
  const { label, content, ids } = party;
  let y = tags.within('H2', () => drawLabel(doc, text, label, x, top));
  doc.fillColor(COLOR.text);
  const [name = '', ...rest] = content.split(/\r?\n/);
  // The first line is the name: bold, so the eye finds who is billing whom.
  text.style('bold', SIZE.body);
  const lineHeight = text.lineHeight + LINE_GAP;
  const nameLines = wrapLines((t) => text.width(t), name, PARTY_WIDTH, MAX_PARTY_LINES).lines;
  const drawLines = (lines: string[]) => {
    for (const line of lines) {
      text.line(line, x, y);
      y += lineHeight;
    }
  };
  if (nameLines.length > 0) tags.within('P', () => drawLines(nameLines));
  if (rest.length === 0 && ids.length === 0) return y;
  text.style('regular', SIZE.body);
  const restLines = MAX_PARTY_LINES - nameLines.length;
  const restText = [...rest, ...ids].join('\n');
  const lines = wrapLines((t) => text.width(t), restText, PARTY_WIDTH, restLines).lines;
  if (lines.length > 0) tags.within('P', () => drawLines(lines));
  return y;
}

/**
 * Label left, value right-aligned; a long value wraps onto further right-aligned lines. A section
 * headed 'Details' holding a list of label (Lbl) and value (LBody) pairs.
 */
function drawDetails(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  { heading, rows: details }: { heading: string; rows: LabelledValue[] },
  x: number,
  top: number,
): number {
  if (details.length === 0) return top;
  return tags.within('Sect', () => {
    let y = tags.within('H2', () => drawLabel(doc, text, heading, x, top));
    const right = x + DETAILS_WIDTH;
    text.style('regular', SIZE.body);
    const lineHeight = text.lineHeight + LINE_GAP;
    tags.within('L', () => {
      for (const { label, value } of details) {
        tags.within('LI', () => {
          doc.fillColor(COLOR.muted);
          tags.within('Lbl', () => text.line(label, x, y));
          const valueWidth = DETAILS_WIDTH - text.width(label) - mm(3);
          doc.fillColor(COLOR.text);
          tags.within('LBody', () => {
            for (const line of wrapLines((t) => text.width(t), value, valueWidth).lines) {
              text.line(line, right - text.width(line), y);
              y += lineHeight;
            }
          });
        });
        y += 1;
      }
    });
    return y;
  });
}

function drawLabel(doc: PDFKit.PDFDocument, text: TextWriter, label: string, x: number, y: number): number {
  text.style('bold', SIZE.label);
  doc.fillColor(COLOR.muted);
  text.line(text.upper(label), x, y);
  return y + SIZE.label + 6;
}
