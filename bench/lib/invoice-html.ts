import type { RenderModel } from '../../services/pdf-render/src/render/render-model';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
const lines = (text: string) => escape(text).replace(/\n/g, '<br>');

const CSS = `
  body { font-family: 'Noto Sans', sans-serif; font-size: 9pt; color: #1f2933; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 6mm; }
  .parties { display: flex; gap: 7mm; border-top: 0.6pt solid #2b4c7e; padding-top: 6mm; margin-bottom: 9mm; }
  .parties > div { flex: 1; } .label { font-size: 7.5pt; font-weight: bold; color: #6b7280; }
  table { width: 100%; border-collapse: collapse; }
  th { background: #eef2f8; color: #2b4c7e; font-size: 7.5pt; text-align: left; padding: 2mm; }
  td { padding: 2.2mm 2mm; } tr:nth-child(even) td { background: #f7f8fa; }
  .num { text-align: right; } thead { display: table-header-group; } tr { break-inside: avoid; }
  .totals { width: 78mm; margin: 5mm 0 0 auto; } .totals td { padding: 1.5mm 2mm; }
  .grand td { background: #2b4c7e; color: #fff; font-weight: bold; font-size: 11pt; }
`;

/**
 * The same invoice as an HTML page, for the Chromium comparison: the same data, a comparable look, so
 * the ratio measures the engines rather than the amount of drawing.
 */
export function invoiceHtml(model: RenderModel): string {
  const details = model.details.map((d) => `<div>${escape(d.label)}: ${escape(d.value)}</div>`).join('');
  const rows = model.rows
    .map(
      (row) =>
        `<tr><td>${escape(row.description)}</td><td class="num">${escape(row.quantity)}</td>` +
        `<td class="num">${escape(row.rate)}</td><td class="num"><b>${escape(row.amount)}</b></td></tr>`,
    )
    .join('');
  const totals = model.totals.map(
    (t) => `<tr><td>${escape(t.label)}</td><td class="num">${escape(t.value)}</td></tr>`,
  );
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body>
    <div class="label">${model.kindLabel}</div><h1>${escape(model.title)}</h1>
    <div class="parties"><div><div class="label">FROM</div>${lines(model.sender)}</div>
      <div><div class="label">${escape(model.receiverLabel.toUpperCase())}</div>${lines(model.receiver)}</div>
      <div><div class="label">DETAILS</div>${details}</div></div>
    <table><thead><tr><th>DESCRIPTION</th><th class="num">QTY</th><th class="num">RATE</th><th class="num">AMOUNT</th></tr></thead>
      <tbody>${rows}</tbody></table>
    <table class="totals">${totals.join('')}
      <tr class="grand"><td>${escape(model.grandTotal.label)}</td><td class="num">${escape(model.grandTotal.value)}</td></tr></table>
    <p class="label">NOTES</p><p>${lines(model.notes)}</p></body></html>`;
}
