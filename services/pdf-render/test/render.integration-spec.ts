import type { INestMicroservice } from '@nestjs/common';
import { DocumentType, ErrorCode, PdfRenderRpc } from '@paydraft/contracts';
import { RpcError } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService } from '@paydraft/nest-kit/testing';
import { pdfRenderDefinition } from '../src/pdf-render.definition';

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
});
