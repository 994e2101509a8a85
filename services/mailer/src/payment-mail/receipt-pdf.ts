import { Injectable } from '@nestjs/common';
import { PdfRenderRpc, type PaymentRecorded } from '@paydraft/contracts';
import { partyText, senderLogoFile, storedLogo } from '@paydraft/document-render';
import { resolveLanguage } from '@paydraft/i18n';
import { RpcClient } from '@paydraft/nest-kit';
import type { MailAttachment } from '../delivery/mail-sender';
import { attachmentName } from '../document-mail/document-pdf';
import { receiptNumberOf } from './receipt-number';

/** A one-page receipt renders in well under a second; the same margin as a document's PDF. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The receipt PDF of a recorded payment, drawn from what the event carries of its invoice: the
 * parties, the invoice's number, date and total, and the owner's logo (the event's, else the one the
 * saved sender names), in the invoice's language. Its number is the payment id's start
 * (receiptNumberOf). Any failure throws.
 */
@Injectable()
export class ReceiptPdf {
  constructor(private readonly rpc: RpcClient) {}

  async attachment(event: PaymentRecorded): Promise<MailAttachment> {
    const logoFile = event.logoId || senderLogoFile(event.senderInfo);
    const logo = logoFile ? await storedLogo(this.rpc, logoFile) : undefined;
    const { pdf } = await this.rpc.request(
      PdfRenderRpc.renderReceipt,
      {
        seller: event.seller,
        buyer: event.buyer,
        senderInfo: partyText(event.senderInfo),
        receiverInfo: partyText(event.receiverInfo),
        invoiceNumber: event.invoiceNumber,
        invoiceDate: event.invoiceDate,
        currency: event.currency,
        invoiceTotal: event.invoiceTotal,
        amount: event.amount,
        balanceDue: event.balanceDue,
        paymentDate: event.date,
        method: event.method,
        reference: event.reference,
        receiptNumber: receiptNumberOf(event.paymentId),
        logo,
        // The invoice's language, as the receipt mail around it.
        language: resolveLanguage(event.language),
      },
      { timeoutMs: RENDER_TIMEOUT_MS },
    );
    return {
      filename: attachmentName('receipt', event.invoiceNumber),
      type: 'application/pdf',
      content: Buffer.from(pdf).toString('base64'),
    };
  }
}
