import { Injectable } from '@nestjs/common';
import { PdfRenderRpc, type Document } from '@paydraft/contracts';
import { storedRenderRequest, type StoredDocumentType } from '@paydraft/document-render';
import { RpcClient } from '@paydraft/nest-kit';
import type { MailAttachment } from '../delivery/mail-sender';

/**
 * Rendering a long document can take seconds: more than a page's request may wait, well within the
 * event's ack wait (30 s) with its retries (the call's budget, RPC_BUDGET_MS or twice this).
 */
const RENDER_TIMEOUT_MS = 10_000;

/** `{type}-{number}.pdf` (a receipt: `receipt-{invoice number}.pdf`), with only characters every mail client keeps in a file name. */
export function attachmentName(type: StoredDocumentType | 'receipt', documentNumber: string): string {
  const number = documentNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return number ? `${type}-${number}.pdf` : `${type}.pdf`;
}

/**
 * A shared document's PDF as the owner's client gets it: the owner's stored logo, the watermark their
 * plan decides (`ownerPlan`: a tester is Lifetime), the acceptance line of an accepted quote. Any failure throws, so the event
 * is offered again rather than a mail going out without its PDF.
 */
@Injectable()
export class DocumentPdf {
  constructor(private readonly rpc: RpcClient) {}

  async attachment(type: StoredDocumentType, document: Document, ownerId: string): Promise<MailAttachment> {
    const { pdf } = await this.rpc.request(
      PdfRenderRpc.renderDocument,
      await storedRenderRequest(this.rpc, type, document, { reader: 'client', ownerId }),
      { timeoutMs: RENDER_TIMEOUT_MS },
    );
    return {
      filename: attachmentName(type, document.documentNumber),
      type: 'application/pdf',
      content: Buffer.from(pdf).toString('base64'),
    };
  }
}
