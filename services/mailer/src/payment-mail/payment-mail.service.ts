import { Inject, Injectable } from '@nestjs/common';
import { AuthRpc, type ContactReply, type PaymentRecorded } from '@paydraft/contracts';
import { resolveLanguage, supportedLanguage } from '@paydraft/i18n';
import { oneLine } from '@paydraft/mail-templates';
import { APP_LOGGER, RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { APP_BASE_URL } from '../config/mailer.config';
import type { MailAttachment } from '../delivery/mail-sender';
import {
  isMailAddress,
  isRefusedDocument,
  replyToOf,
  senderNameOf,
  unlessNotFound,
} from '../document-mail/document-mail.service';
import { OutboxService } from '../outbox/outbox.service';
import { methodWords, paymentFacts } from './payment-words';
import { ReceiptPdf } from './receipt-pdf';

/** The outbox key of a payment's receipt: one per payment, however often its event comes. */
export const receiptMailKey = (event: PaymentRecorded) =>
  `documents.payment-receipt:${event.invoiceId}:${event.paymentId}`;

/** The outbox key of the owner's notice of a card payment: one per payment. */
export const paymentNoticeKey = (event: PaymentRecorded) =>
  `documents.payment-received:${event.invoiceId}:${event.paymentId}`;

/**
 * Mails about a recorded payment (documents.payment.recorded): the client's receipt with its PDF when
 * the owner asked for one, and for a card payment (source stripe) a notice to the owner. A refund
 * adjustment (an amount of 0 or below) mails nothing.
 */
@Injectable()
export class PaymentMailService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly rpc: RpcClient,
    private readonly pdf: ReceiptPdf,
    @Inject(APP_BASE_URL) private readonly baseUrl: string,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async paymentRecorded(event: PaymentRecorded, { lastDelivery = false } = {}): Promise<void> {
    const log = this.logger.child({ invoiceId: event.invoiceId, paymentId: event.paymentId });
    if (!(Number(event.amount) > 0)) return;
    const owner: ContactReply | undefined = await unlessNotFound(
      this.rpc.request(AuthRpc.contact, { userId: event.ownerId }),
    );
    if (!owner) {
      log.warn('owner account gone before the payment mails were queued; not sent');
      return;
    }
    if (event.sendReceipt) await this.sendReceipt(event, owner, lastDelivery);
    if (event.source === 'stripe') await this.tellOwner(event, owner);
  }

  /** The receipt, from the owner's business name, reply-to their business email, as a document mail. */
  private async sendReceipt(event: PaymentRecorded, owner: ContactReply, lastDelivery: boolean) {
    const key = receiptMailKey(event);
    // Queued by an earlier delivery of this event: do not render the PDF again.
    if (await this.outbox.hasMailFor(key)) return;
    const to = event.receiptEmail.trim();
    if (!isMailAddress(to)) {
      this.logger.warn(
        { paymentId: event.paymentId },
        'a receipt was asked for without an address; not sent',
      );
      return;
    }
    const attachment = await this.attachmentUnlessRefused(event, lastDelivery);
    const senderName = senderNameOf(event.businessName, owner.email);
    // The invoice's language: the payer is the owner's client.
    const language = resolveLanguage(event.language);
    await this.outbox.enqueueForEvent(key, {
      to,
      fromName: senderName,
      replyTo: replyToOf(event.businessEmail, owner.email),
      attachments: attachment ? [attachment] : undefined,
      data: {
        kind: 'receipt',
        language: supportedLanguage(event.language),
        ...paymentFacts(event, language),
        senderName,
        method: methodWords(event.method, language),
        reference: oneLine(event.reference),
        attachmentName: attachment?.filename ?? '',
      },
    });
  }

  /**
   * The receipt's PDF. When pdf-render refuses it, or fails on the event's last delivery, the mail
   * goes without it (its text says all the PDF would): the client is still told, once.
   */
  private async attachmentUnlessRefused(
    event: PaymentRecorded,
    lastDelivery: boolean,
  ): Promise<MailAttachment | undefined> {
    try {
      return await this.pdf.attachment(event);
    } catch (error) {
      if (!isRefusedDocument(error) && !lastDelivery) throw error;
      this.logger.warn(
        { err: error, paymentId: event.paymentId },
        'the receipt PDF cannot be made; the receipt mail goes without it',
      );
      return undefined;
    }
  }

  /** 'Payment received' to the owner's account address, flagged when the payment needs review. */
  private async tellOwner(event: PaymentRecorded, owner: ContactReply) {
    await this.outbox.enqueueForEvent(paymentNoticeKey(event), {
      to: owner.email,
      data: {
        kind: 'payment-received',
        // The owner's own language, from their preferences.
        language: supportedLanguage(event.ownerLanguage),
        ...paymentFacts(event, resolveLanguage(event.ownerLanguage)),
        needsReview: event.needsReview,
        username: oneLine(owner.username),
        historyUrl: new URL('/dashboard?section=history', this.baseUrl).toString(),
      },
    });
  }
}
