import type { RenderReceiptRequest } from '@paydraft/contracts';
import { findCurrency, formatLongDate, formatMoney, paymentMethodLabel } from '@paydraft/invoice-core';
import type { HeaderModel } from '../layout/header-block';
import type { TotalsModel } from '../layout/totals-block';
import { invalidDocument } from '../model/invalid-document';
import { logoOf } from '../model/logo-image';
import { partyIdLines, partyText } from '../model/party-lines';
import type { LabelledValue } from '../render-model';

export const RECEIPT_WORDING = {
  title: 'RECEIPT',
  receivedFrom: 'Received from',
  receiptNumber: 'Receipt no.',
  paymentDate: 'Payment date',
  method: 'Method',
  reference: 'Reference',
  invoiceTotal: 'Invoice total',
  amountReceived: 'Amount received',
  balanceDue: 'Balance due',
  paidInFull: 'Paid in full',
} as const;

/** Everything a receipt prints, validated and formatted: the drawing makes no decisions about data. */
export type ReceiptModel = {
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
};

/** Up to 15 integer digits: any real amount, and nothing formatMoney would refuse. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

/** Validates the request and formats every printed value. */
export function buildReceiptModel(request: RenderReceiptRequest): ReceiptModel {
  const currency = findCurrency(request.currency);
  if (!currency) invalidDocument(`Unknown currency: '${request.currency}'`);
  const method = paymentMethodLabel(request.method);
  if (!method) invalidDocument(`Unknown payment method: '${request.method}'`);
  const amount = decimal(request.amount, 'amount');
  if (!(Number(amount) > 0)) invalidDocument('A receipt is for a payment above 0');
  const balance = decimal(request.balanceDue, 'balance_due');
  const total = request.invoiceTotal.trim() && decimal(request.invoiceTotal, 'invoice_total');
  const money = (value: string) => formatMoney(value, currency.code);
  const number = request.receiptNumber.trim();
  const sender = partyText(request.senderInfo, request.seller);
  const receiver = partyText(request.receiverInfo, request.buyer);
  const paidInFull = Number(balance) <= 0;

  return {
    documentTitle: number ? `Receipt ${number}` : 'Receipt',
    header: {
      kindLabel: RECEIPT_WORDING.title,
      title: RECEIPT_WORDING.title,
      logo: logoOf(request.logo),
      paidMark: false,
      sender,
      senderIds: partyIdLines(request.seller, sender),
      receiver,
      receiverIds: partyIdLines(request.buyer, receiver),
      receiverLabel: RECEIPT_WORDING.receivedFrom,
      details: present([
        { label: RECEIPT_WORDING.receiptNumber, value: number },
        { label: RECEIPT_WORDING.paymentDate, value: formatLongDate(request.paymentDate) },
        { label: RECEIPT_WORDING.method, value: method },
        { label: RECEIPT_WORDING.reference, value: request.reference.trim() },
      ]),
    },
    statement: statementOf(request.invoiceNumber, request.invoiceDate),
    amounts: {
      totals: total ? [{ label: RECEIPT_WORDING.invoiceTotal, value: money(total) }] : [],
      grandTotal: { label: RECEIPT_WORDING.amountReceived, value: money(amount) },
      paymentRows: paidInFull ? [] : [{ label: RECEIPT_WORDING.balanceDue, value: money(balance) }],
    },
    paidInFull,
  };
}

/** 'Payment for invoice INV-7 of November 20, 2026', leaving out what the invoice lacks. */
function statementOf(invoiceNumber: string, invoiceDate: string): string {
  const number = invoiceNumber.replace(/\s+/g, ' ').trim();
  const date = formatLongDate(invoiceDate);
  const invoice = number ? `invoice ${number}` : 'an invoice';
  return date ? `Payment for ${invoice} of ${date}` : `Payment for ${invoice}`;
}

function decimal(value: string, field: string): string {
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) invalidDocument(`${field} must be a decimal amount`);
  return trimmed;
}

const present = (rows: LabelledValue[]): LabelledValue[] => rows.filter((row) => row.value !== '');
