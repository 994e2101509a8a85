import { create } from '@bufbuild/protobuf';
import { Inject, Injectable } from '@nestjs/common';
import { DocumentFieldsSchema, ServiceErrorReasons, type RecordPaymentRequest } from '@paydraft/contracts';
import { APP_LOGGER, ServiceException } from '@paydraft/nest-kit';
import { currencyDigits } from '@paydraft/invoice-core';
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { CreditNotesService } from '../documents/credit-notes.service';
import type { StoredDocument } from '../documents/document.schema';
import { paymentsBalance } from './invoice-money';
import { PaymentLedger } from './payment-ledger';
import { paymentsOf } from './stored-payments';
import { PaymentNotices } from './payment-notices';
import {
  checkedReceiptEmail,
  checkRoomForPayment,
  manualPayment,
  todayUtc,
  type PaymentEntry,
} from './payment-rules';

/** A status that takes no payment from the owner: withdrawn, or never issued. */
const REFUSING_STATUSES: Record<string, string> = {
  cancelled: 'A cancelled invoice takes no payment',
  draft: 'A draft takes no payment: mark it sent first',
};

export type RecordedPayment = { invoice: StoredDocument; payment: PaymentEntry; creditNote?: StoredDocument };

/**
 * The owner's payments of their invoices (docs/payments.md): recorded up to the balance, or beyond it
 * as an overpayment whose excess becomes a credit note; deleted, which brings the status back.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly notices: PaymentNotices,
    private readonly creditNotes: CreditNotesService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async record(ownerId: string, request: RecordPaymentRequest, now = new Date()): Promise<RecordedPayment> {
    const receipt = { send: request.sendReceipt, email: checkedReceiptEmail(request.receiptEmail) };
    const id = randomUUID();
    let payment: PaymentEntry | undefined;
    let excess = new Decimal(0);
    const { invoice } = await this.ledger.change(
      { ownerId, id: request.invoiceId },
      (before) => {
        const payments = paymentsOf(before);
        checkRoomForPayment(payments.length);
        payment = manualPayment(request, before.currency, now, id);
        excess = acceptedExcess(before, payment, request.overpayment);
        return { kind: 'write', payments: [...payments, payment] };
      },
      todayUtc(now),
    );
    await this.notices.recorded(invoice, payment!, receipt).catch((error: unknown) => {
      // The payment is stored: answering an error would have the owner record it again. The feed line
      // and the receipt mail are what is lost.
      this.logger.warn(
        { err: error, paymentId: payment!.id },
        'payment recorded; its feed entry or mail event failed',
      );
    });
    const creditNote = excess.greaterThan(0)
      ? await this.overpaymentCreditNote(ownerId, invoice, excess.toFixed(currencyDigits(invoice.currency)))
      : undefined;
    return { invoice, payment: payment!, creditNote };
  }

  /**
   * The excess as a credit note, or, when that fails after the payment was stored, none (logged): an
   * error would have the owner record the payment again; the owner can credit the excess by hand.
   */
  private async overpaymentCreditNote(ownerId: string, invoice: StoredDocument, excess: string) {
    try {
      return await this.creditNotes.create(
        ownerId,
        invoice._id.toString(),
        overpaymentFields(invoice, excess),
      );
    } catch (error) {
      this.logger.warn(
        { err: error, invoiceId: invoice._id.toString() },
        'overpayment recorded; its credit note failed',
      );
      return undefined;
    }
  }

  async remove(ownerId: string, invoiceId: string, paymentId: string, now = new Date()) {
    const { invoice } = await this.ledger.change(
      { ownerId, id: invoiceId },
      (before) => {
        const payments = paymentsOf(before);
        const removed = payments.find((payment) => payment.id === paymentId);
        if (!removed) throw new ServiceException(ServiceErrorReasons.PAYMENT_NOT_FOUND, 'Payment not found');
        // The money moved through Stripe: a refund there undoes it (and a replayed webhook stays one payment).
        if (removed.source === 'stripe') {
          throw new ServiceException(
            ServiceErrorReasons.PAYMENT_NOT_ACCEPTED,
            'A card payment is undone by refunding it in Stripe, not deleted',
          );
        }
        return { kind: 'write', payments: payments.filter((payment) => payment !== removed) };
      },
      todayUtc(now),
    );
    await this.notices.deleted(invoice).catch((error: unknown) => {
      this.logger.warn({ err: error, paymentId }, 'payment deleted; its feed entry failed');
    });
    return invoice;
  }
}

/**
 * What of the payment goes beyond the invoice's balance: refused (422, naming the balance) unless the
 * owner marked it as an overpayment. A cancelled invoice or a draft takes no payment at all.
 */
function acceptedExcess(invoice: StoredDocument, payment: PaymentEntry, overpayment: boolean): Decimal {
  const refusal = REFUSING_STATUSES[invoice.status];
  if (refusal) throw new ServiceException(ServiceErrorReasons.PAYMENT_NOT_ACCEPTED, refusal);
  const { balanceDue } = paymentsBalance(invoice);
  const excess = new Decimal(payment.amount).minus(balanceDue);
  if (excess.lessThanOrEqualTo(0)) return new Decimal(0);
  if (!overpayment) {
    throw new ServiceException(
      ServiceErrorReasons.PAYMENT_EXCEEDS_BALANCE,
      `The payment is more than the balance due (${balanceDue} ${invoice.currency})`,
    );
  }
  return excess;
}

/** The excess of an overpayment as a draft credit note's fields: one untaxed line in the invoice's currency. */
function overpaymentFields(invoice: StoredDocument, excess: string) {
  return create(DocumentFieldsSchema, {
    clientId: invoice.clientId ?? '',
    status: 'draft',
    issueDate: todayUtc(),
    currency: invoice.currency,
    taxRate: '0',
    discountPercentage: '0',
    receiverInfo: invoice.receiverInfo ?? '',
    senderInfo: invoice.senderInfo ?? '',
    items: [{ description: `Overpayment of invoice ${invoice.number}`, qty: '1', price: excess, taxIds: [] }],
  });
}
