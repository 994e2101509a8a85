import type { INestMicroservice } from '@nestjs/common';
import {
  DocumentType,
  EInvoiceProfile,
  EInvoiceSyntax,
  ErrorCode,
  PdfFormat,
  PdfRenderRpc,
} from '@paydraft/contracts';
import { createTestRpcClient, startTestService } from '@paydraft/nest-kit/testing';
import { pdfRenderDefinition } from '../src/pdf-render.definition';
import { sampleEInvoice } from './fixtures/sample-documents';

/** The name of the XML's root element, prefix included. */
const rootOf = (xml: Uint8Array) =>
  /<([\w:]+)[\s>]/.exec(
    Buffer.from(xml)
      .toString()
      .replace(/^<\?xml[^>]*\?>/, ''),
  )?.[1];

describe('pdf-render e-invoices over NATS', () => {
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

  it.each([
    [EInvoiceSyntax.CII, EInvoiceProfile.UNSPECIFIED, 'rsm:CrossIndustryInvoice', 'INV-0007-cii.xml'],
    [EInvoiceSyntax.UBL, EInvoiceProfile.XRECHNUNG, 'Invoice', 'INV-0007-xrechnung.xml'],
    [EInvoiceSyntax.UBL, EInvoiceProfile.PEPPOL, 'Invoice', 'INV-0007-peppol.xml'],
  ])('writes syntax %i profile %i as <%s>, named %s', async (syntax, profile, root, fileName) => {
    const reply = await rpc.client.request(PdfRenderRpc.renderEInvoice, {
      document: sampleEInvoice(),
      syntax,
      profile,
    });

    expect(rootOf(reply.xml)).toBe(root);
    expect(reply.fileName).toBe(fileName);
  });

  it('refuses a document that lacks fields with UNPROCESSABLE, listing each field', async () => {
    const failure = rpc.client.request(PdfRenderRpc.renderEInvoice, {
      document: sampleEInvoice({ buyer: { name: 'Contoso' }, payment: undefined }),
      syntax: EInvoiceSyntax.CII,
    });

    await expect(failure).rejects.toMatchObject({
      code: ErrorCode.UNPROCESSABLE,
      reason: 'pdf.einvoice_not_ready',
      problems: expect.arrayContaining([
        { field: 'buyer.country', message: expect.any(String) },
        { field: 'payment.iban', message: expect.any(String) },
      ]),
    });
  });

  it('refuses a quote as an e-invoice, naming the document type', async () => {
    const failure = rpc.client.request(PdfRenderRpc.renderEInvoice, {
      document: sampleEInvoice({ documentType: DocumentType.QUOTE }),
      syntax: EInvoiceSyntax.CII,
    });

    await expect(failure).rejects.toMatchObject({
      code: ErrorCode.UNPROCESSABLE,
      problems: [{ field: 'document_type', message: expect.any(String) }],
    });
  });

  it('refuses UBL without a profile, and an unknown syntax, as invalid', async () => {
    const noProfile = rpc.client.request(PdfRenderRpc.renderEInvoice, {
      document: sampleEInvoice(),
      syntax: EInvoiceSyntax.UBL,
    });
    const noSyntax = rpc.client.request(PdfRenderRpc.renderEInvoice, { document: sampleEInvoice() });

    // Both awaited at once: a refusal that arrived while the other was awaited would be unhandled.
    await Promise.all([
      expect(noProfile).rejects.toMatchObject({ code: ErrorCode.INVALID_ARGUMENT }),
      expect(noSyntax).rejects.toMatchObject({ code: ErrorCode.INVALID_ARGUMENT }),
    ]);
  });

  it('renders a Factur-X PDF of a ready invoice, and refuses one with problems as UNPROCESSABLE', async () => {
    const reply = await rpc.client.request(
      PdfRenderRpc.renderDocument,
      sampleEInvoice({ format: PdfFormat.FACTURX }),
    );
    const failure = rpc.client.request(
      PdfRenderRpc.renderDocument,
      sampleEInvoice({ seller: { name: 'Nordlicht' }, format: PdfFormat.FACTURX }),
    );

    expect(Buffer.from(reply.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    await expect(failure).rejects.toMatchObject({
      code: ErrorCode.UNPROCESSABLE,
      problems: expect.arrayContaining([{ field: 'seller.country', message: expect.any(String) }]),
    });
  });
});
