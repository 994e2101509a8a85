import { DocumentType, type RenderDocumentRequest } from '@paydraft/contracts';
import { documentLocale, type LanguageTag, resolveLanguage } from '@paydraft/i18n';
import {
  calculateTotals,
  columnValue,
  type DocumentKind,
  dropEmptyItems,
  findCurrency,
  formatLongDate,
  formatMoney,
  formatPrice,
  MAX_CUSTOM_COLUMNS,
  MAX_ITEMS,
  paymentRows,
  receiverLabel,
  totalsRows,
} from '@paydraft/invoice-core';
import { type Wording, wordingOf } from './document-wording';
import { invalidDocument } from './model/invalid-document';
import { legalNotes } from './model/legal-notes';
import { logoOf } from './model/logo-image';
import { lineTaxLabels } from './model/line-taxes';
import { partyIdLines, partyText } from './model/party-lines';
import { paymentCodeOf } from './model/payment-code';
import { paymentBlock } from './model/payment-lines';
import { percentLabel } from './model/percent-label';
import { taxBreakdownRows } from './model/tax-breakdown-rows';
import type { LabelledValue, RenderModel } from './render-model';

/** Validates the request and computes every printed figure with invoice-core. */
export function buildRenderModel(request: RenderDocumentRequest): RenderModel {
  const kind = kindOf(request);
  // An empty or unsupported language prints the spec's English (en-US).
  const language = resolveLanguage(request.language);
  const locale = documentLocale(language);
  const wording = wordingOf(language);
  const currency = findCurrency(request.currency);
  if (!currency) invalidDocument(`Unknown currency: '${request.currency}'`);
  if (request.items.length > MAX_ITEMS) invalidDocument(`At most ${MAX_ITEMS} items fit in one document`);

  const items = dropEmptyItems(request.items);
  const totals = calculateTotals({
    items: items.map((item) => ({
      qty: item.qty,
      price: item.price,
      discount_percentage: item.discountPercentage,
      tax_ids: item.taxIds,
    })),
    discountPercentage: request.discountPercentage,
    taxRate: request.taxRate,
    taxes: request.taxes,
    pricesIncludeTax: request.pricesIncludeTax,
    currency: currency.code,
  });
  const money = (amount: string) => formatMoney(amount, currency.code, language);
  const printedTotals = totalsRows({
    totals,
    discountPercentage: request.discountPercentage,
    currency: currency.code,
    type: kind,
    pricesIncludeTax: request.pricesIncludeTax,
    locale,
  });
  const shownColumns = request.customColumns.slice(0, MAX_CUSTOM_COLUMNS);
  const kindLabel = wording.title(kind).toLocaleUpperCase(language);
  const hasTaxes = request.taxes.length > 0;
  const discounts = items.map((item) => percentLabel(item.discountPercentage, language));
  const taxLabels = hasTaxes
    ? lineTaxLabels(
        items.map((item) => item.taxIds),
        totals.taxBreakdown,
        language,
      )
    : [];
  // Payments are an invoice's: a quote or a credit note is never paid into.
  const payments =
    kind === 'invoice'
      ? paymentRows({
          amountPaid: request.amountPaid,
          balanceDue: request.balanceDue,
          currency: currency.code,
          locale,
        })
      : [];
  const sender = partyText(request.senderInfo, request.seller);
  const receiver = partyText(request.receiverInfo, request.buyer);

  return {
    language,
    wording,
    kindLabel,
    title: request.documentNumber.trim() || kindLabel,
    sender,
    receiver,
    senderIds: partyIdLines(request.seller, sender, wording),
    receiverIds: partyIdLines(request.buyer, receiver, wording),
    receiverLabel: receiverLabel(kind, locale),
    details: detailsOf(request, kind, language),
    customColumns: shownColumns.map((column) => column.label.trim()),
    hiddenColumnCount: request.customColumns.length - shownColumns.length,
    lineColumns: {
      discount: discounts.some((discount) => discount !== ''),
      tax: taxLabels.length > 0,
      units: items.some((item) => item.unit.trim() !== ''),
    },
    rows: items.map((item, index) => ({
      description: item.description.trim(),
      custom: shownColumns.map((column) => columnValue(item.cols, column.id).trim()),
      quantity: [item.qty.trim() || '0', item.unit.trim()].filter(Boolean).join(' '),
      rate: formatPrice(item.price, currency.code, language),
      discount: discounts[index],
      taxes: taxLabels[index] ?? '',
      amount: money(totals.lines[index]),
    })),
    totals: printedTotals.rows,
    grandTotal: printedTotals.grandTotal,
    paymentRows: payments,
    paidMark: kind === 'invoice' && request.paid,
    taxBreakdown: hasTaxes ? taxBreakdownRows(totals.taxBreakdown, money, language) : [],
    payment: paymentBlock(request.payment, wording),
    // What is left to pay: the balance once something was paid.
    paymentCode: paymentCodeOf(request, payments.length > 0 ? request.balanceDue : totals.total, kind),
    legalNotes: legalNotes(hasTaxes ? totals.taxBreakdown : [], request.pricesIncludeTax, wording),
    notes: request.notes.trim(),
    acceptance: acceptanceOf(request.acceptance, language),
    logo: logoOf(request.logo),
    watermark: request.watermark,
    previewMark: request.previewMark,
    tableBorder: request.tableBorder,
  };
}

/** The Details block: the spec's dates and references, then the money model's (only those given). */
function detailsOf(
  request: RenderDocumentRequest,
  kind: DocumentKind,
  language: LanguageTag,
): LabelledValue[] {
  const wording = wordingOf(language);
  const date = (iso: string) => formatLongDate(iso, language);
  return present([
    ...creditedInvoice(request, kind, language),
    { label: wording.issueDate, value: date(request.issueDate) },
    // Nothing falls due on a credit note.
    ...(kind === 'credit_note'
      ? []
      : [
          {
            label: kind === 'quote' ? wording.validUntil : wording.dueDate,
            value: date(request.dueOrExpiryDate),
          },
        ]),
    { label: wording.poNumber, value: request.poNumber.trim() },
    { label: wording.paymentTerms, value: request.paymentTerms.trim() },
    { label: wording.deliveryDate, value: date(request.deliveryDate) },
    { label: wording.buyerReference, value: request.buyerReference.trim() },
  ]);
}

/** A credit note's first detail: 'Credits invoice INV-7 of November 20, 2026'. */
function creditedInvoice(
  request: RenderDocumentRequest,
  kind: DocumentKind,
  language: LanguageTag,
): LabelledValue[] {
  const number = request.precedingInvoiceNumber.trim();
  if (kind !== 'credit_note' || !number) return [];
  const wording: Wording = wordingOf(language);
  const date = formatLongDate(request.precedingInvoiceDate, language);
  return [{ label: wording.creditsInvoice, value: date ? wording.invoiceOfDate(number, date) : number }];
}

const KINDS: Partial<Record<DocumentType, DocumentKind>> = {
  [DocumentType.INVOICE]: 'invoice',
  [DocumentType.QUOTE]: 'quote',
  [DocumentType.CREDIT_NOTE]: 'credit_note',
};

function kindOf(request: RenderDocumentRequest): DocumentKind {
  const kind = KINDS[request.documentType];
  if (!kind) invalidDocument('Document type must be invoice, quote or credit note');
  return kind;
}

/** The signer's name on one line (whitespace collapsed), the date as the other dates are printed. */
function acceptanceOf(
  acceptance: RenderDocumentRequest['acceptance'],
  language: LanguageTag,
): string | undefined {
  const name = acceptance?.signerName.replace(/\s+/g, ' ').trim();
  if (!acceptance || !name) return undefined;
  return wordingOf(language).acceptedBy(name, formatLongDate(acceptance.acceptedOn, language));
}

const present = (rows: LabelledValue[]): LabelledValue[] => rows.filter((row) => row.value !== '');
