import { Injectable } from '@nestjs/common';
import {
  ServiceErrorReasons,
  type RecordCardPaymentRequest,
  type RecordCardRefundRequest,
} from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { currencyDigits } from '@paydraft/invoice-core';
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import type { StoredDocument } from '../documents/document.schema';
import { PaymentLedger } from './payment-ledger';
import { paymentsOf } from './stored-payments';
import { PaymentNotices } from './payment-notices';
import { checkedAmount, todayUtc, type PaymentEntry } from './payment-rules';

export type CardPaymentResult = { invoice: StoredDocument; duplicate: boolean };

const notAccepted = (message: string) =>
  new ServiceException(ServiceErrorReasons.PAYMENT_NOT_ACCEPTED, message);

/**
 * Card payments and refunds of the pay-now flow, from billing's verified Connect webhooks. The money has
 * already moved, so a payment is recorded whatever the invoice's balance or status (the balance stops
 * at 0), once per Checkout session; a refund records once per Stripe event what the charge's refunded
 * total adds to what the invoice already holds for it. A replay answers the invoice, `duplicate` true.
 */
@Injectable()
export class CardPaymentsService {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly notices: PaymentNotices,
  ) {}

  async recordPayment(request: RecordCardPaymentRequest, now = new Date()): Promise<CardPaymentResult> {
    const sessionId = request.checkoutSessionId.trim();
    if (!sessionId) throw notAccepted('A card payment needs its checkout session id');
    let payment: PaymentEntry | undefined;
    const { invoice, written } = await this.ledger.change(
      { ownerId: request.ownerId, id: request.invoiceId },
      (before) => {
        const payments = paymentsOf(before);
        payment = payments.find((kept) => kept.checkoutSessionId === sessionId);
        if (payment) return { kind: 'unchanged' };
        payment = cardPayment(request, before, sessionId, now);
        // With the read's updatedAt, the guard that makes a session's payment once, whatever raced.
        return {
          kind: 'write',
          payments: [...payments, payment],
          guard: { 'payments.checkoutSessionId': { $ne: sessionId } },
        };
      },
      todayUtc(now),
    );
    const receipt = { send: true, email: request.payerEmail.trim() };
    // A replay may follow a publish that failed after the write (billing answered Stripe an error): the
    // event again, under the same id, so the receipt and the owner's notice are sent once, not never.
    if (written) await this.notices.recorded(invoice, payment!, receipt);
    else await this.notices.published(invoice, payment!, receipt);
    return { invoice, duplicate: !written };
  }

  async recordRefund(request: RecordCardRefundRequest, now = new Date()): Promise<CardPaymentResult> {
    const intentId = request.paymentIntentId.trim();
    const eventId = request.stripeEventId.trim();
    if (!intentId || !eventId) throw notAccepted('A card refund needs its payment intent and event ids');
    const { invoice, written } = await this.ledger.change(
      { ownerId: request.ownerId, match: { 'payments.paymentIntentId': intentId } },
      (before) => {
        const payments = paymentsOf(before);
        if (payments.some((kept) => kept.stripeEventId === eventId)) return { kind: 'unchanged' };
        const refund = refundOf(request, before, payments, now);
        if (!refund) return { kind: 'unchanged' };
        return {
          kind: 'write',
          payments: [...payments, refund],
          guard: { 'payments.stripeEventId': { $ne: eventId } },
        };
      },
      todayUtc(now),
    );
    if (written) await this.notices.refunded(invoice);
    return { invoice, duplicate: !written };
  }
}

function checkedCurrency(currency: string, invoice: StoredDocument): string {
  const upper = currency.trim().toUpperCase();
  // Checkout is made for the invoice's balance in its currency; another one cannot be added to it.
  if (upper !== invoice.currency) {
    throw notAccepted(`The card payment is in ${upper}, the invoice in ${invoice.currency}`);
  }
  return upper;
}

function cardPayment(
  request: RecordCardPaymentRequest,
  invoice: StoredDocument,
  sessionId: string,
  now: Date,
): PaymentEntry {
  const currency = checkedCurrency(request.currency, invoice);
  return {
    id: randomUUID(),
    amount: checkedAmount(request.amount, currency),
    currency,
    date: todayUtc(now),
    method: 'card',
    reference: request.paymentIntentId.trim(),
    note: '',
    source: 'stripe',
    checkoutSessionId: sessionId,
    ...(request.paymentIntentId.trim() ? { paymentIntentId: request.paymentIntentId.trim() } : {}),
    ...(request.stripeEventId.trim() ? { stripeEventId: request.stripeEventId.trim() } : {}),
    needsReview: request.needsReview,
    recordedAt: now,
  };
}

/** The refund not yet recorded for the payment intent (a negative card payment), or none. */
function refundOf(
  request: RecordCardRefundRequest,
  invoice: StoredDocument,
  payments: readonly PaymentEntry[],
  now: Date,
): PaymentEntry | undefined {
  const currency = checkedCurrency(request.currency, invoice);
  const refundedTotal = new Decimal(checkedAmount(request.amountRefunded, currency));
  const recorded = payments
    .filter((kept) => kept.paymentIntentId === request.paymentIntentId.trim() && kept.amount.startsWith('-'))
    .reduce((sum, kept) => sum.minus(kept.amount), new Decimal(0));
  const added = refundedTotal.minus(recorded);
  if (added.lessThanOrEqualTo(0)) return undefined;
  return {
    id: randomUUID(),
    amount: added.negated().toFixed(currencyDigits(currency)),
    currency,
    date: todayUtc(now),
    method: 'card',
    reference: request.paymentIntentId.trim(),
    note: 'Card refund',
    source: 'stripe',
    paymentIntentId: request.paymentIntentId.trim(),
    stripeEventId: request.stripeEventId.trim(),
    needsReview: false,
    recordedAt: now,
  };
}
