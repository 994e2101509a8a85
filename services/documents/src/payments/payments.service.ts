import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import { DocumentFieldsSchema, ServiceErrorReasons, type RecordPaymentRequest } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { CreditNotesService } from '../documents/credit-notes.service';
import type { StoredDocument } from '../documents/document.schema';
import { paymentsBalance } from './invoice-money';
import { PaymentLedger } from './payment-ledger';
import { paymentsOf } from './stored-payments';
import { PaymentNotices } from './payment-notices';
import {
  checkedReceiptEmail,
  checkRoomForPayment,
  currencyDigits,
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
 * The owner's payments of their invoices (README 'Payments'): recorded up to the balance, or beyond it
 * as an overpayment whose excess becomes a credit note; deleted, which brings the status back.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly notices: PaymentNotices,
    private readonly creditNotes: CreditNotesService,
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
    await this.notices.recorded(invoice, payment!, receipt);
    const creditNote = excess.greaterThan(0)
      ? await this.overpaymentCreditNote(ownerId, invoice, excess.toFixed(currencyDigits(invoice.currency)))
      : undefined;
    return { invoice, payment: payment!, creditNote };
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
    await this.notices.deleted(invoice);
    return invoice;
  }

  /** The excess of an overpayment as a draft credit note of the invoice: one untaxed line. */
  private overpaymentCreditNote(ownerId: string, invoice: StoredDocument, excess: string) {
    const fields = create(DocumentFieldsSchema, {
      clientId: invoice.clientId ?? '',
      status: 'draft',
      issueDate: todayUtc(),
      currency: invoice.currency,
      taxRate: '0',
      discountPercentage: '0',
      receiverInfo: invoice.receiverInfo ?? '',
      senderInfo: invoice.senderInfo ?? '',
      items: [
        { description: `Overpayment of invoice ${invoice.number}`, qty: '1', price: excess, taxIds: [] },
      ],
    });
    return this.creditNotes.create(ownerId, invoice._id.toString(), fields);
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
