import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DocumentSchema } from '@paydraft/contracts';
import { DEFAULT_LANGUAGE } from '@paydraft/i18n';
import type { StoredDocument } from './document.schema';
import { documentTotals, type DocumentTotals } from './document-totals';
import { taxLineRecord, taxRecord } from './money-model-records';
import { storedParty, storedPayment } from './party-snapshots';
import { storedBalance } from '../payments/invoice-money';
import { paymentsOf } from '../payments/stored-payments';
import { paymentView } from '../payments/payment-view';
import { remindersView } from '../reminders/invoice-reminders';

/**
 * What a stored document says (no identity, status or dates): the part a quote's revision keeps. A
 * document saved before the money model reads as having none of it (no taxes, no snapshots).
 */
export function storedContent(stored: StoredDocument) {
  return {
    number: stored.number,
    clientId: stored.clientId ?? '',
    issueDate: stored.issueDate ?? '',
    dueOrExpiryDate: stored.dueOrExpiryDate ?? '',
    poNumber: stored.poNumber ?? '',
    paymentTerms: stored.paymentTerms ?? '',
    currency: stored.currency,
    taxRate: stored.taxRate ?? '0',
    discountPercentage: stored.discountPercentage ?? '0',
    senderInfo: stored.senderInfo ?? '',
    receiverInfo: stored.receiverInfo ?? '',
    items: itemsOf(stored),
    customColumns: columnsOf(stored),
    notes: stored.notes ?? '',
    taxes: (stored.taxes ?? []).map(taxRecord),
    pricesIncludeTax: stored.pricesIncludeTax ?? false,
    seller: storedParty(stored.seller),
    buyer: storedParty(stored.buyer),
    payment: storedPayment(stored.payment),
    buyerReference: stored.buyerReference ?? '',
    deliveryDate: stored.deliveryDate ?? '',
    totalAmount: stored.totalAmount,
  };
}

/**
 * The totals saved with the document. One saved before they were has only its total: the rest is
 * computed from its content (the spec's computation, which gives that same total), the total kept.
 * (Not backfilled in the store: a document saved before is not rewritten by being read.)
 */
export function storedTotals(stored: StoredDocument): DocumentTotals {
  if (stored.subtotal !== undefined && stored.subtotal !== null) {
    return {
      totalAmount: stored.totalAmount,
      subtotal: stored.subtotal,
      discountAmount: stored.discountAmount ?? '0',
      taxBreakdown: (stored.taxBreakdown ?? []).map(taxLineRecord),
      taxAmount: stored.taxAmount ?? '0',
      rounding: stored.rounding ?? '0',
    };
  }
  const known = computedTotals.get(stored);
  if (known) return known;
  const totals = { ...documentTotals(storedContent(stored)), totalAmount: stored.totalAmount };
  computedTotals.set(stored, totals);
  return totals;
}

/**
 * The totals computed for documents saved before they were stored, by the lean object the history
 * keeps in memory (and never changes): a list of 2,000 such documents computes them once, not on every
 * read (docs/money-model-api.md has the figures).
 */
const computedTotals = new WeakMap<StoredDocument, DocumentTotals>();

/** A stored document in the contract's shape (the spec's field names). */
export function documentView(stored: StoredDocument): MessageInitShape<typeof DocumentSchema> {
  const { number, ...content } = storedContent(stored);
  return {
    id: stored._id.toString(),
    documentType: stored.type,
    documentNumber: number,
    status: stored.status,
    ...content,
    ...storedTotals(stored),
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
    convertedInvoiceId: stored.convertedInvoiceId ?? '',
    recurringId: stored.recurringId ?? '',
    signerName: stored.signerName ?? '',
    decidedAt: stored.decidedAt ?? '',
    precedingInvoice: stored.precedingInvoice
      ? {
          id: stored.precedingInvoice.id ?? '',
          number: stored.precedingInvoice.number ?? '',
          issueDate: stored.precedingInvoice.issueDate ?? '',
        }
      : undefined,
    revision: stored.revision ?? 1,
    revisions: (stored.revisions ?? []).map((kept) => ({
      revision: kept.revision,
      status: kept.status,
      signerName: kept.signerName ?? '',
      decidedAt: kept.decidedAt ?? '',
      totalAmount: String((kept.content as { totalAmount?: string }).totalAmount ?? ''),
    })),
    ...paymentsAnswer(stored),
    reminders: remindersView(stored),
    language: stored.language || DEFAULT_LANGUAGE,
  };
}

/**
 * An invoice's payments, paid amount and balance (one saved before payments existed: none paid, the
 * total due); other documents take no payment and answer none, with both amounts empty.
 */
function paymentsAnswer(stored: StoredDocument) {
  if (stored.type !== 'invoice') return { payments: [], amountPaid: '', balanceDue: '' };
  return { payments: paymentsOf(stored).map(paymentView), ...storedBalance(stored) };
}

/**
 * The money model of a stored document as save fields: what a conversion or a duplicate carries over
 * (its snapshots taken as given, so they are kept, not taken again).
 */
export function moneyModelOf(stored: StoredDocument) {
  const { taxes, pricesIncludeTax, seller, buyer, payment, buyerReference, deliveryDate } =
    storedContent(stored);
  return { taxes, pricesIncludeTax, seller, buyer, payment, buyerReference, deliveryDate };
}

/**
 * What a document made from another (its duplicate, a quote's invoice, an invoice's credit note) carries
 * over as save fields: client, references, the parties' text, lines, columns and the money model. Each
 * maker adds its own status, dates and what else it keeps.
 */
export function carriedOver(source: StoredDocument) {
  return {
    clientId: source.clientId,
    poNumber: source.poNumber,
    currency: source.currency,
    taxRate: source.taxRate,
    discountPercentage: source.discountPercentage,
    senderInfo: source.senderInfo,
    receiverInfo: source.receiverInfo,
    items: itemsOf(source),
    customColumns: columnsOf(source),
    ...moneyModelOf(source),
    // Printed in the source's language, whatever the client's is now.
    language: source.language ?? '',
  };
}

/** The items as the contract has them (a lean read may give the cols map as a Map or an object). */
export function itemsOf(stored: StoredDocument) {
  return stored.items.map((item) => ({
    description: item.description ?? '',
    qty: item.qty ?? '0',
    price: item.price ?? '0',
    cols: Object.fromEntries(
      item.cols instanceof Map ? item.cols : Object.entries((item.cols ?? {}) as Record<string, string>),
    ) as Record<string, string>,
    taxIds: [...(item.taxIds ?? [])],
    discountPercentage: item.discountPercentage || '0',
    unit: item.unit ?? '',
  }));
}

export function columnsOf(stored: StoredDocument) {
  return stored.customColumns.map((column) => ({ id: column.id ?? '', label: column.label ?? '' }));
}
