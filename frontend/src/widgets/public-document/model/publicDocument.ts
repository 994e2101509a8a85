import {
  calculateTotals,
  type CustomColumn,
  type DocumentKind,
  totalsRows,
  type TotalsRow,
} from '@paydraft/invoice-core';
import { formatDate, type MessageKey } from '@paydraft/i18n';
import { friendlyFormatIBAN } from 'ibantools';
import { readParty } from '../../../entities/document';
import type { PublicDocument, PublicItem } from '../api/publicViewApi';
import type { PublicLocale } from './locale';
import { decimal, money } from './money';

const KINDS: ReadonlySet<string> = new Set<DocumentKind>(['invoice', 'quote', 'credit_note']);
const kindOf = (document: Pick<PublicDocument, 'document_type'>): DocumentKind | undefined =>
  KINDS.has(document.document_type) ? (document.document_type as DocumentKind) : undefined;

/** 'Quote QUO-1', 'Angebot QUO-1': the page's heading and the start of its title. */
export function documentName(document: PublicDocument, { t }: PublicLocale): string {
  const kind = kindOf(document);
  const title = kind ? t(`common:documentTitle.${kind}`) : t('publicView:documentFallback');
  return `${title} ${document.document_number}`.trim();
}

export const itemsOf = (document: PublicDocument): PublicItem[] => document.items;
export const columnsOf = (document: PublicDocument): CustomColumn[] => document.custom_columns;

/** A saved sender or receiver as lines of text; unreadable details show as nothing rather than failing the page. */
export function partyText(saved: unknown): { text: string; logoUrl: string | null } {
  try {
    return readParty(saved);
  } catch {
    return { text: '', logoUrl: null };
  }
}

export { money };

/**
 * The totals block by the spec's calculation (libs/invoice-core), the same lines the PDF prints; the
 * headline amount is its total. Without items (an old document) the saved total_amount stands alone.
 */
export function documentTotals(
  document: PublicDocument,
  locale: PublicLocale,
): {
  rows: TotalsRow[];
  total: string;
  label: string;
} {
  const items = itemsOf(document);
  const currency = document.currency || 'USD';
  const grandLabel = locale.t(`common:totals.grandTotal.${kindOf(document) ?? 'invoice'}`);
  if (items.length === 0)
    return { rows: [], total: money(document.total_amount, currency, locale), label: grandLabel };
  try {
    const totals = calculateTotals({
      items,
      discountPercentage: decimal(document.discount_percentage),
      taxRate: decimal(document.tax_rate),
      taxes: document.taxes,
      pricesIncludeTax: document.prices_include_tax,
      currency,
    });
    const { rows } = totalsRows({
      totals,
      discountPercentage: decimal(document.discount_percentage) || '0',
      currency,
      type: kindOf(document) ?? 'invoice',
      pricesIncludeTax: document.prices_include_tax ?? false,
      locale,
    });
    return { rows, total: money(totals.total, currency, locale), label: grandLabel };
  } catch {
    return { rows: [], total: money(document.total_amount, currency, locale), label: grandLabel };
  }
}

/** The row's amount as the PDF prints it: qty × rate less the line's own discount. */
export const lineAmount = (item: PublicItem, currency: string, locale: Pick<PublicLocale, 'language'>) => {
  try {
    const { qty, price, discount_percentage } = item;
    const totals = calculateTotals({
      items: [{ qty, price, discount_percentage }],
      currency,
      cashRounding: false,
    });
    return money(totals.lines[0], currency, locale);
  } catch {
    return '';
  }
};

/** '3 h': the quantity and the unit it is counted in. */
export const quantityText = (item: PublicItem) =>
  [decimal(item.qty), (item.unit ?? '').trim()].filter(Boolean).join(' ');

/** The payment details to show, label first, only those given (the IBAN in groups of 4, as printed). */
export function paymentFacts(document: PublicDocument, { t }: PublicLocale): Array<[string, string]> {
  const payment = document.payment;
  if (!payment) return [];
  const facts: Array<[string, string]> = [
    [t('common:payment.accountName'), payment.account_name],
    [t('common:payment.iban'), friendlyFormatIBAN(payment.iban) ?? payment.iban],
    [t('common:payment.bic'), payment.bic],
    [t('common:payment.reference'), payment.reference],
    [t('publicView:instructions'), payment.instructions],
  ];
  return facts.filter(([, value]) => value?.trim());
}

/** '2026-11-22' or an ISO time → 'November 22, 2026', '22. November 2026'; '' when there is none. */
export const longDate = (value: string | null | undefined, { language }: Pick<PublicLocale, 'language'>) =>
  formatDate((value ?? '').slice(0, 10), language);

export const receiverHeading = (document: PublicDocument, { t }: PublicLocale) =>
  t(`common:receiver.${kindOf(document) ?? 'invoice'}`);
export const dueLabel = (document: PublicDocument, { t }: PublicLocale) =>
  document.document_type === 'quote' ? t('common:details.validUntil') : t('common:details.dueDate');

const STATUSES = new Set([
  'draft',
  'sent',
  'viewed',
  'partially_paid',
  'paid',
  'overdue',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
] as const);
type KnownStatus = typeof STATUSES extends Set<infer S> ? S : never;
const isKnownStatus = (status: string): status is KnownStatus => STATUSES.has(status as KnownStatus);

/** The status tag's words; a status this page has no words for shows as the list writes it. */
export function statusText(status: string | null | undefined, { t }: PublicLocale, fallback: string): string {
  const value = status || 'draft';
  const key: MessageKey | undefined = isKnownStatus(value) ? `publicView:status.${value}` : undefined;
  return key ? t(key) : fallback;
}

/** The revision shown and the latest one (answers without revisions: 1 of 1). */
export const revisionsOf = (document: PublicDocument) => ({
  shown: document.revision ?? 1,
  latest: document.latest_revision ?? document.revision ?? 1,
});

/**
 * A quote's client may decide only while it is neither accepted nor rejected, and
 * only on its latest revision.
 */
export const canDecide = (document: PublicDocument) => {
  const { shown, latest } = revisionsOf(document);
  return (
    document.document_type === 'quote' &&
    document.status !== 'accepted' &&
    document.status !== 'rejected' &&
    shown === latest
  );
};

/** 'Accepted by Ada Lovelace on November 22, 2026', as the PDF prints it, in the document's language. */
export function decisionLine(
  document: Pick<PublicDocument, 'document_type' | 'status' | 'signer_name' | 'decided_at'>,
  locale: PublicLocale,
): string | null {
  if (document.document_type !== 'quote') return null;
  const { t } = locale;
  const date = longDate(document.decided_at, locale);
  const name = document.signer_name ?? '';
  if (document.status === 'accepted') {
    if (name && date) return t('publicView:decided.acceptedByOn', { name, date });
    if (name) return t('publicView:decided.acceptedBy', { name });
    return date ? t('publicView:decided.acceptedOn', { date }) : t('publicView:decided.accepted');
  }
  if (document.status === 'rejected')
    return date ? t('publicView:decided.rejectedOn', { date }) : t('publicView:decided.rejected');
  return null;
}
