import type { INestMicroservice } from '@nestjs/common';
import { DocumentType, ErrorCode, PdfRenderRpc } from '@paydraft/contracts';
import { RpcError } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService } from '@paydraft/nest-kit/testing';
import { pdfRenderDefinition } from '../src/pdf-render.definition';
import { pdfText } from './fixtures/pdf-text';
import { sampleReceipt } from './fixtures/sample-receipt';

describe('pdf-render.render over NATS', () => {
  let service: INestMicroservice;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;

  beforeAll(async () => {
    service = await startTestService(pdfRenderDefinition);
    rpc = await createTestRpcClient(10_000);
  });

  afterAll(async () => {
    await rpc.close();
    await service.close();
  });

  it('answers with a PDF and its page count', async () => {
    const reply = await rpc.client.request(PdfRenderRpc.renderDocument, {
      documentType: DocumentType.INVOICE,
      documentNumber: 'INV-7',
      senderInfo: 'Northwind Studio',
      receiverInfo: 'Contoso Retail',
      issueDate: '2026-11-22',
      currency: 'EUR',
      items: [{ description: 'Consulting', qty: '3', price: '120' }],
      watermark: true,
    });

    expect(Buffer.from(reply.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(reply.pageCount).toBe(1);
  });

  it('answers an unknown currency with INVALID_ARGUMENT and the pdf.invalid_document reason', async () => {
    const failure = rpc.client.request(PdfRenderRpc.renderDocument, {
      documentType: DocumentType.QUOTE,
      currency: 'NOPE',
    });

    await expect(failure).rejects.toBeInstanceOf(RpcError);
    await expect(failure).rejects.toMatchObject({
      code: ErrorCode.INVALID_ARGUMENT,
      reason: 'pdf.invalid_document',
      message: "Unknown currency: 'NOPE'",
    });
  });

  it('answers pdf-render.receipt with the receipt PDF, on the render threads like every PDF', async () => {
    const reply = await rpc.client.request(PdfRenderRpc.renderReceipt, sampleReceipt());

    expect(pdfText(reply.pdf)).toContain('RECEIPT');
    expect(pdfText(reply.pdf)).toMatch(/Amount received +€400\.00/);
    expect(reply.pageCount).toBe(1);
  });

  it('answers a receipt it cannot print with INVALID_ARGUMENT (pdf.invalid_document)', async () => {
    await expect(
      rpc.client.request(PdfRenderRpc.renderReceipt, sampleReceipt({ method: 'barter' })),
    ).rejects.toMatchObject({
      code: ErrorCode.INVALID_ARGUMENT,
      reason: 'pdf.invalid_document',
      message: "Unknown payment method: 'barter'",
    });
  });
});
