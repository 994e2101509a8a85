import { ServiceErrorReasons, type RecordPaymentRequest } from '@paydraft/contracts';
import { currencyDigits, PAYMENT_METHODS } from '@paydraft/invoice-core';
import { ServiceException } from '@paydraft/nest-kit';
import Decimal from 'decimal.js';

/** What the owner may type into a payment's free text (the store keeps no more). */
export const MAX_REFERENCE_LENGTH = 200;
export const MAX_NOTE_LENGTH = 1000;
const MAX_EMAIL_LENGTH = 254;
/** Payments one invoice takes from its owner: beyond any instalment plan, and a bounded document. */
export const MAX_PAYMENTS_PER_INVOICE = 100;
/** A positive decimal of at most 15 whole digits: beyond any invoice, within exact arithmetic. */
const DECIMAL = /^\d{1,15}(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A payment as the invoice stores it (document.schema.ts `payments`). */
export type PaymentEntry = {
  id: string;
  amount: string;
  currency: string;
  date: string;
  method: string;
  reference: string;
  note: string;
  source: 'manual' | 'stripe';
  checkoutSessionId?: string;
  paymentIntentId?: string;
  stripeEventId?: string;
  needsReview: boolean;
  recordedAt: Date;
};

const invalid = (message: string) =>
  new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, message);

/** Today as the payments count days: the UTC calendar date. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A positive amount of at most the currency's digits, written with exactly those digits ('40' → '40.00'
 * in EUR, '400' in JPY); anything else is a 400 naming the rule.
 */
export function checkedAmount(text: string, currency: string): string {
  const digits = currencyDigits(currency);
  const amount = text.trim();
  const decimals = amount.split('.')[1]?.length ?? 0;
  if (!DECIMAL.test(amount) || new Decimal(amount).lessThanOrEqualTo(0)) {
    throw invalid('The amount must be a positive number');
  }
  if (decimals > digits) {
    throw invalid(`The amount has at most ${digits} decimal places in ${currency}`);
  }
  return new Decimal(amount).toFixed(digits);
}

/** YYYY-MM-DD of a real calendar day; empty is today (UTC). */
export function checkedDate(text: string, today: string): string {
  const date = text.trim();
  if (date === '') return today;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!ISO_DATE.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw invalid('The payment date must be a date written YYYY-MM-DD');
  }
  return date;
}

export function checkedMethod(method: string): string {
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
    throw invalid(`The method must be one of ${PAYMENT_METHODS.join(', ')}`);
  }
  return method;
}

function checkedText(text: string, name: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length > max) throw invalid(`The ${name} is at most ${max} characters`);
  return trimmed;
}

/** The receipt's address when one is typed; empty means the buyer's. */
export function checkedReceiptEmail(text: string): string {
  const email = text.trim();
  if (email === '') return '';
  if (email.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ServiceException(ServiceErrorReasons.INVALID_RECIPIENT, 'Please enter a valid email address');
  }
  return email;
}

/** Refuses an owner's payment beyond the invoice's limit (a card payment, whose money moved, never is). */
export function checkRoomForPayment(recorded: number) {
  if (recorded >= MAX_PAYMENTS_PER_INVOICE) {
    throw new ServiceException(
      ServiceErrorReasons.PAYMENT_NOT_ACCEPTED,
      `An invoice takes at most ${MAX_PAYMENTS_PER_INVOICE} payments`,
    );
  }
}

/** The owner's payment as the invoice would store it, every field checked; the currency is the invoice's. */
export function manualPayment(
  request: RecordPaymentRequest,
  invoiceCurrency: string,
  now: Date,
  id: string,
): PaymentEntry {
  const currency = request.currency.trim().toUpperCase();
  if (currency !== '' && currency !== invoiceCurrency) {
    throw new ServiceException(
      ServiceErrorReasons.PAYMENT_NOT_ACCEPTED,
      `A payment is in the currency of its invoice (${invoiceCurrency})`,
    );
  }
  return {
    id,
    amount: checkedAmount(request.amount, invoiceCurrency),
    currency: invoiceCurrency,
    date: checkedDate(request.date, todayUtc(now)),
    method: checkedMethod(request.method),
    reference: checkedText(request.reference, 'reference', MAX_REFERENCE_LENGTH),
    note: checkedText(request.note, 'note', MAX_NOTE_LENGTH),
    source: 'manual',
    needsReview: false,
    recordedAt: now,
  };
}
