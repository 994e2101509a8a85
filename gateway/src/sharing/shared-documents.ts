import { Injectable, StreamableFile } from '@nestjs/common';
import { DocumentsRpc, PdfRenderRpc, type SharedDocumentReply } from '@paydraft/contracts';
import { storedRenderRequest } from '@paydraft/document-render';
import { RpcClient } from '@paydraft/nest-kit';
import type { DocumentType } from '../documents/document-type.pipe';
import { pdfFileName } from '../pdf/pdf-file-name';
import { fileNameForFormat, renderFormatOf, type PdfFormatName } from '../pdf/pdf-format';
import { publicDocumentAnswer } from './public-document.answer';
import { PayNow } from './pay-now';

export type SharedDocumentType = DocumentType;

/**
 * What the public view of a shared link does, by its token: read the document, download its PDF (which
 * records it as viewed), accept or reject a quote. The documents service answers an unknown token
 * exactly as a missing document (404 documents.not_found).
 */
@Injectable()
export class SharedDocuments {
  constructor(
    private readonly rpc: RpcClient,
    private readonly payNow: PayNow,
  ) {}

  async view(documentType: SharedDocumentType, token: string, revision = 0) {
    const reply = await this.rpc.request(DocumentsRpc.getShared, { documentType, token, revision });
    return {
      success: true as const,
      data: publicDocumentAnswer(reply, await this.offer(documentType, reply)),
    };
  }

  async viewed(documentType: SharedDocumentType, token: string) {
    const reply = await this.rpc.request(DocumentsRpc.recordViewed, { documentType, token });
    return {
      success: true as const,
      data: publicDocumentAnswer(reply, await this.offer(documentType, reply)),
    };
  }

  /** Pay now is offered on invoices only (a quote or a credit note is not paid by its client here). */
  private offer(documentType: SharedDocumentType, reply: SharedDocumentReply) {
    if (documentType !== 'invoice' || !reply.document) return Promise.resolve(null);
    const { balanceDue, currency } = reply.document;
    return this.payNow.offer(reply.ownerId, balanceDue, currency);
  }

  async accept(token: string, signerName: string, revision: number) {
    const reply = await this.rpc.request(DocumentsRpc.acceptQuote, { token, signerName, revision });
    return { success: true as const, data: publicDocumentAnswer(reply) };
  }

  async reject(token: string, revision: number) {
    const reply = await this.rpc.request(DocumentsRpc.rejectQuote, { token, signerName: '', revision });
    return { success: true as const, data: publicDocumentAnswer(reply) };
  }

  /**
   * The PDF as its owner's would be, the watermark decided by the owner's plan (`ownerPlan`: a tester is Lifetime; a lapsed plan's PDFs
   * carry it, as the free builder's do), with the acceptance line of an accepted quote. Recorded as
   * viewed once it is made, so a download that failed does not count.
   */
  async pdf(
    documentType: SharedDocumentType,
    token: string,
    revision = 0,
    format: PdfFormatName = 'plain',
  ): Promise<StreamableFile> {
    const { document, ownerId } = await this.rpc.request(DocumentsRpc.getShared, {
      documentType,
      token,
      revision,
    });
    const { pdf } = await this.rpc.request(
      PdfRenderRpc.renderDocument,
      await storedRenderRequest(
        this.rpc,
        documentType,
        document!,
        { reader: 'client', ownerId },
        renderFormatOf(format),
      ),
    );
    await this.rpc.request(DocumentsRpc.recordViewed, { documentType, token });
    const name = pdfFileName({
      document_type: documentType,
      document_number: document!.documentNumber,
      issue_date: document!.issueDate,
    });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${fileNameForFormat(name, format)}"`,
      length: pdf.byteLength,
    });
  }
}
