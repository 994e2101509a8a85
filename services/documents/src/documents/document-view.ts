import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DocumentSchema } from '@paydraft/contracts';
import type { StoredDocument } from './document.schema';

/** A stored document in the contract's shape (the spec's field names). */
/** What a stored document says (no identity, status or dates): the part a quote's revision keeps. */
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
    totalAmount: stored.totalAmount,
  };
}

export function documentView(stored: StoredDocument): MessageInitShape<typeof DocumentSchema> {
  const { number, ...content } = storedContent(stored);
  return {
    id: stored._id.toString(),
    documentType: stored.type,
    documentNumber: number,
    status: stored.status,
    ...content,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
    convertedInvoiceId: stored.convertedInvoiceId ?? '',
    signerName: stored.signerName ?? '',
    decidedAt: stored.decidedAt ?? '',
    revision: stored.revision ?? 1,
    revisions: (stored.revisions ?? []).map((kept) => ({
      revision: kept.revision,
      status: kept.status,
      signerName: kept.signerName ?? '',
      decidedAt: kept.decidedAt ?? '',
      totalAmount: String((kept.content as { totalAmount?: string }).totalAmount ?? ''),
    })),
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
  }));
}

export function columnsOf(stored: StoredDocument) {
  return stored.customColumns.map((column) => ({ id: column.id ?? '', label: column.label ?? '' }));
}
