import { FONT } from '../fonts';
import type { LabelledValue, RenderModel } from '../render-model';
import { wrapLines } from './fit-text';
import { COLOR, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

const LOGO_BOX = { width: mm(40), height: mm(20) };
const PARTY_WIDTH = mm(47);
const PARTY_GAP = mm(7);
const DETAILS_WIDTH = CONTENT_WIDTH - 2 * PARTY_WIDTH - 2 * PARTY_GAP;
/** Party blocks are free text: a runaway paste must not push the table off the first page. */
const MAX_PARTY_LINES = 8;
const LINE_GAP = 2;

/** Title, logo, both parties and the document details; returns the y below them. */
export function drawHeaderBlock(doc: PDFKit.PDFDocument, model: RenderModel): number {
  const left = PAGE.margin;
  let y = PAGE.margin;
  if (model.title !== model.kindLabel) {
    doc.font(FONT.bold).fontSize(SIZE.eyebrow).fillColor(COLOR.accent);
    doc.text(model.kindLabel, left, y, { lineBreak: false, characterSpacing: 1 });
    y += SIZE.eyebrow + 4;
  }
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.text);
  const titleWidth = CONTENT_WIDTH - LOGO_BOX.width - mm(6);
  doc.text(wrapLines((t) => doc.widthOfString(t), model.title, titleWidth, 1).lines[0], left, y, {
    lineBreak: false,
  });
  const titleBottom = y + doc.currentLineHeight();

  let logoBottom = PAGE.margin;
  if (model.logo) {
    const logoLeft = PAGE.width - PAGE.margin - LOGO_BOX.width;
    doc.image(model.logo.data, logoLeft, PAGE.margin, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'right',
    });
    logoBottom = PAGE.margin + LOGO_BOX.height;
  }

  y = Math.max(titleBottom, logoBottom) + mm(6);
  doc
    .moveTo(left, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(COLOR.accent)
    .stroke();
  y += mm(6);

  const fromBottom = drawParty(doc, 'From', model.sender, left, y);
  const toBottom = drawParty(doc, model.receiverLabel, model.receiver, left + PARTY_WIDTH + PARTY_GAP, y);
  const detailsBottom = drawDetails(doc, model.details, PAGE.width - PAGE.margin - DETAILS_WIDTH, y);
  return Math.max(fromBottom, toBottom, detailsBottom) + mm(9);
}

function drawParty(doc: PDFKit.PDFDocument, label: string, text: string, x: number, top: number): number {
  let y = drawLabel(doc, label, x, top);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  const lineHeight = doc.currentLineHeight() + LINE_GAP;
  const [firstLine = '', ...rest] = wrapLines(
    (t) => doc.widthOfString(t),
    text,
    PARTY_WIDTH,
    MAX_PARTY_LINES,
  ).lines;
  // The first line is the name: bold, so the eye finds who is billing whom.
  doc.font(FONT.bold).text(firstLine, x, y, { lineBreak: false });
  doc.font(FONT.regular);
  for (const line of rest) {
    y += lineHeight;
    doc.text(line, x, y, { lineBreak: false });
  }
  return y + lineHeight;
}

function drawDetails(doc: PDFKit.PDFDocument, details: LabelledValue[], x: number, top: number): number {
  if (details.length === 0) return top;
  let y = drawLabel(doc, 'Details', x, top);
  const right = x + DETAILS_WIDTH;
  for (const { label, value } of details) {
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted);
    doc.text(label, x, y, { lineBreak: false });
    const labelWidth = doc.widthOfString(label) + mm(3);
    doc.fillColor(COLOR.text);
    const shown = wrapLines((t) => doc.widthOfString(t), value, DETAILS_WIDTH - labelWidth, 1).lines[0];
    doc.text(shown, right - doc.widthOfString(shown), y, { lineBreak: false });
    y += doc.currentLineHeight() + LINE_GAP + 1;
  }
  return y;
}

function drawLabel(doc: PDFKit.PDFDocument, label: string, x: number, y: number): number {
  doc.font(FONT.bold).fontSize(SIZE.label).fillColor(COLOR.muted);
  doc.text(label.toUpperCase(), x, y, { lineBreak: false });
  return y + SIZE.label + 6;
}
