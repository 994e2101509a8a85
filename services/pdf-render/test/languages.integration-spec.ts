import type { INestMicroservice } from '@nestjs/common';
import { PdfRenderRpc } from '@paydraft/contracts';
import { createTestRpcClient, startTestService } from '@paydraft/nest-kit/testing';
import { pdfRenderDefinition } from '../src/pdf-render.definition';
import { invoiceIn } from './fixtures/language-documents';
import { pdfText } from './fixtures/pdf-text';
import { sampleReceipt } from './fixtures/sample-receipt';

/** One space for any run of spaces: pdftotext writes CLDR's no-break spaces as spaces. */
const text = (pdf: Uint8Array) => pdfText(pdf).replace(/[\s\u00a0\u202f]+/gu, ' ');

/**
 * The end-to-end proof of the document languages on the service's side: requests with `language` go
 * over NATS to the render threads, and the PDFs come back in that language (the gateway's `language`
 * body field reaches this same request field).
 */
describe('pdf-render in the document language, over NATS', () => {
  let service: INestMicroservice;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;

  beforeAll(async () => {
    service = await startTestService(pdfRenderDefinition);
    rpc = await createTestRpcClient(20_000);
    // Four render threads start on a shared, busy machine.
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
  });

  it('renders a German invoice in German with German formats', async () => {
    const reply = await rpc.client.request(PdfRenderRpc.renderDocument, invoiceIn('de-DE'));
    const page = text(reply.pdf);

    expect(page).toContain('RECHNUNG');
    expect(page).toMatch(/Fälligkeitsdatum 4\. April 2026/);
    expect(page).toMatch(/Gesamtbetrag 9\.034,36 €/);
    expect(page).toContain('Seite 1 von 1');
  });

  it('renders a receipt in French, and an unsupported language in English', async () => {
    const french = await rpc.client.request(PdfRenderRpc.renderReceipt, {
      ...sampleReceipt(),
      language: 'fr-FR',
    });
    expect(text(french.pdf)).toContain('REÇU');
    expect(text(french.pdf)).toMatch(/Montant reçu 400,00 €/);

    const unsupported = await rpc.client.request(PdfRenderRpc.renderDocument, invoiceIn('xx-XX' as never));
    expect(text(unsupported.pdf)).toMatch(/Total Due €9,034\.36/);
  });
});
