import type { RenderReceiptRequest } from '@paydraft/contracts';
import { documentLocale, type LanguageTag, resolveLanguage, translator } from '@paydraft/i18n';
import { findCurrency, formatLongDate, formatMoney, paymentMethodLabelIn } from '@paydraft/invoice-core';
import { wordingOf } from '../document-wording';
import type { HeaderModel } from '../layout/header-block';
import type { TotalsModel } from '../layout/totals-block';
import { invalidDocument } from '../model/invalid-document';
import { logoOf } from '../model/logo-image';
import { partyIdLines, partyText } from '../model/party-lines';
import type { LabelledValue } from '../render-model';

/** Everything a receipt prints, validated and formatted: the drawing makes no decisions about data. */
export type ReceiptModel = {
  /** The receipt's language (BCP 47): its words, formats, direction and /Lang; en-US when none. */
  language: LanguageTag;
  /** The PDF's title, as viewers show it: 'Receipt NUMBER'. */
  documentTitle: string;
  /** 'RECEIPT', the logo, who was paid, who paid, and the payment's details. */
  header: HeaderModel;
  /** 'Payment for invoice NUMBER of DATE'. */
  statement: string;
  /** The invoice's total, the amount received in the band, then the balance left (when any). */
  amounts: TotalsModel;
  /** Nothing is left to pay after this payment: 'Paid in full' under the amounts. */
  paidInFull: boolean;
  /** 'Paid in full', in the receipt's language. */
  paidInFullLabel: string;
};

/** Up to 15 integer digits: any real amount, and nothing formatMoney would refuse. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

/** Validates the request and formats every printed value. */
export function buildReceiptModel(request: RenderReceiptRequest): ReceiptModel {
  const language = resolveLanguage(request.language);
  const locale = documentLocale(language);
  const { t } = locale;
  const wording = wordingOf(language);
  const currency = findCurrency(request.currency);
  if (!currency) invalidDocument(`Unknown currency: '${request.currency}'`);
  const method = paymentMethodLabelIn(request.method, locale);
  if (!method) invalidDocument(`Unknown payment method: '${request.method}'`);
  const amount = decimal(request.amount, 'amount');
  if (!(Number(amount) > 0)) invalidDocument('A receipt is for a payment above 0');
  const balance = decimal(request.balanceDue, 'balance_due');
  const total = request.invoiceTotal.trim() && decimal(request.invoiceTotal, 'invoice_total');
  const money = (value: string) => formatMoney(value, currency.code, language);
  const number = request.receiptNumber.trim();
  const sender = partyText(request.senderInfo, request.seller);
  const receiver = partyText(request.receiverInfo, request.buyer);
  const paidInFull = Number(balance) <= 0;

  const title = wording.title('receipt');
  return {
    language,
    documentTitle: number ? t('pdf:receipt.documentTitle', { number }) : title,
    header: {
      wording,
      kindLabel: title.toLocaleUpperCase(language),
      title: title.toLocaleUpperCase(language),
      logo: logoOf(request.logo),
      paidMark: false,
      sender,
      senderIds: partyIdLines(request.seller, sender),
      receiver,
      receiverIds: partyIdLines(request.buyer, receiver),
      receiverLabel: t('pdf:receipt.receivedFrom'),
      details: present([
        { label: t('pdf:receipt.receiptNumber'), value: number },
        { label: t('pdf:receipt.paymentDate'), value: formatLongDate(request.paymentDate, language) },
        { label: t('pdf:receipt.method'), value: method },
        { label: wording.paymentReference, value: request.reference.trim() },
      ]),
    },
    statement: statementOf(request.invoiceNumber, request.invoiceDate, language),
    amounts: {
      totals: total ? [{ label: t('pdf:receipt.invoiceTotal'), value: money(total) }] : [],
      grandTotal: { label: t('pdf:receipt.amountReceived'), value: money(amount) },
      paymentRows: paidInFull ? [] : [{ label: t('common:totals.balanceDue'), value: money(balance) }],
    },
    paidInFull,
    paidInFullLabel: t('pdf:receipt.paidInFull'),
  };
}

/** 'Payment for invoice INV-7 of November 20, 2026', leaving out what the invoice lacks. */
function statementOf(invoiceNumber: string, invoiceDate: string, language: LanguageTag): string {
  const t = translator(language);
  const number = invoiceNumber.replace(/\s+/g, ' ').trim();
  const date = formatLongDate(invoiceDate, language);
  if (number && date) return t('pdf:receipt.paymentFor', { number, date });
  if (number) return t('pdf:receipt.paymentForUndated', { number });
  return date ? t('pdf:receipt.paymentForUnnumbered', { date }) : t('pdf:receipt.paymentForAnInvoice');
}

function decimal(value: string, field: string): string {
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) invalidDocument(`${field} must be a decimal amount`);
  return trimmed;
}

const present = (rows: LabelledValue[]): LabelledValue[] => rows.filter((row) => row.value !== '');
