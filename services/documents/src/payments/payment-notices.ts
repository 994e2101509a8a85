import { Injectable } from '@nestjs/common';
import { DocumentsEvents } from '@paydraft/contracts';
import { EventPublisher } from '@paydraft/nest-kit';
import { ActivityService } from '../activity/activity.service';
import type { StoredDocument } from '../documents/document.schema';
import { storedParty } from '../documents/party-snapshots';
import { SharingService } from '../sharing/sharing.service';
import type { PaymentEntry } from './payment-rules';

/** Whether the client gets a receipt, and where (empty: the buyer's email). */
export type Receipt = { send: boolean; email: string };

/**
 * What follows a payment's write: the owner's activity feed, and for a payment taken (not a refund)
 * the mailer's event (the client's receipt when asked, the owner's notice of a card payment). Both come
 * after the write: without transactions a crash in between costs a line of feed or a mail, never money.
 */
@Injectable()
export class PaymentNotices {
  constructor(
    private readonly activity: ActivityService,
    private readonly sharing: SharingService,
    private readonly events: EventPublisher,
  ) {}

  async recorded(invoice: StoredDocument, payment: PaymentEntry, receipt: Receipt) {
    await this.activity.record('payment_recorded', invoice);
    await this.published(invoice, payment, receipt);
  }

  /**
   * The mailer's event of a recorded payment, under the payment's own event id: published again (a
   * replay after a publish failed), JetStream and the mailer's processed-event log keep it one mail.
   */
  async published(invoice: StoredDocument, payment: PaymentEntry, receipt: Receipt) {
    const identity = await this.sharing.mailIdentity(invoice.ownerId);
    await this.events.publish(
      DocumentsEvents.paymentRecorded,
      {
        ownerId: invoice.ownerId,
        invoiceId: invoice._id.toString(),
        invoiceNumber: invoice.number,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        date: payment.date,
        method: payment.method,
        reference: payment.reference,
        balanceDue: invoice.balanceDue ?? '',
        source: payment.source,
        sendReceipt: receipt.send,
        receiptEmail: receipt.email || (invoice.buyer?.email ?? ''),
        businessName: identity.businessName,
        businessEmail: identity.businessEmail,
        needsReview: payment.needsReview,
        // What the receipt prints of the invoice and its parties, as the invoice holds them.
        seller: storedParty(invoice.seller),
        buyer: storedParty(invoice.buyer),
        senderInfo: invoice.senderInfo,
        receiverInfo: invoice.receiverInfo,
        invoiceDate: invoice.issueDate,
        invoiceTotal: invoice.totalAmount,
        // The receipt speaks the invoice's language; the owner's card-payment notice, the owner's.
        language: invoice.language ?? '',
        ownerLanguage: await this.sharing.ownerLanguage(invoice.ownerId),
      },
      `payment-recorded:${payment.id}`,
    );
  }

  refunded(invoice: StoredDocument) {
    return this.activity.record('payment_refunded', invoice);
  }

  deleted(invoice: StoredDocument) {
    return this.activity.record('payment_deleted', invoice);
  }
}
