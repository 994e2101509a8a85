import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayFixture } from './gateway-fixture';

const invoice = {
  document_type: 'invoice',
  document_number: 'INV-2026-001',
  sender_info: 'Ada Ltd\nLondon',
  receiver_info: 'Bob GmbH',
  issue_date: '2026-11-22',
  currency: 'EUR',
  items: [{ description: 'Design', qty: 2, price: '150.50' }],
};

/**
 * The PDF's text in drawing order without whitespace: the diagonal mark comes out of pdftotext a
 * letter a line.
 */
function drawnText(bytes: ArrayBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'paydraft-preview-'));
  try {
    writeFileSync(join(dir, 'preview.pdf'), Buffer.from(bytes));
    const text = execFileSync('pdftotext', ['-raw', join(dir, 'preview.pdf'), '-'], { encoding: 'utf8' });
    return text.replace(/\s+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const post = (fixture: GatewayFixture, path: string, body: unknown, network: string) =>
  fixture.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': network },
    body: JSON.stringify(body),
  });

describe('POST /api/pdf/preview', () => {
  // Each test on a network of its own (TRUST_PROXY 1 reads it from X-Forwarded-For).
  const fixture = new GatewayFixture();
  let network = 0;
  const newNetwork = () => `198.51.100.${++network}`;

  beforeAll(() =>
    fixture.start(['pdf-render'], { PDF_RATE_LIMIT: '1', PDF_PREVIEW_RATE_LIMIT: '3', TRUST_PROXY: '1' }),
  );
  afterAll(() => fixture.stop());

  it("answers the document's PDF, shown inline, with 'PREVIEW' across the page and the free footer", async () => {
    const response = await post(fixture, '/api/pdf/preview', invoice, newNetwork());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="preview.pdf"');
    const text = drawnText(await response.arrayBuffer());
    expect(text).toContain('INV-2026-001');
    expect(text).toContain('PREVIEW');
    expect(text).toContain('MadewithPaydraft');
  });

  it("writes the mark in the document's language", async () => {
    const response = await post(fixture, '/api/pdf/preview', { ...invoice, language: 'fr-FR' }, newNetwork());

    expect(drawnText(await response.arrayBuffer())).toContain('APERÇU');
  });

  it('refuses a bad document with the same 400 as POST /api/pdf', async () => {
    const bad = { document_type: 'receipt', items: [], currency: 'XXX' };
    const from = newNetwork();

    const preview = await post(fixture, '/api/pdf/preview', bad, from);
    const download = await post(fixture, '/api/pdf', bad, from);

    expect(preview.status).toBe(400);
    expect(await preview.json()).toEqual(await download.json());
  });

  it('uses up none of the free PDFs: after previews, the one free PDF of the network is still there', async () => {
    const from = newNetwork();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(fixture, '/api/pdf/preview', invoice, from)).status).toBe(200);
    }

    const download = await post(fixture, '/api/pdf', invoice, from);
    expect(download.status).toBe(200);
    expect(drawnText(await download.arrayBuffer())).not.toContain('PREVIEW');
    // The download was counted (PDF_RATE_LIMIT 1): the next one is refused.
    expect((await post(fixture, '/api/pdf', invoice, from)).status).toBe(429);
  });

  it('answers 429 with a coded error and Retry-After once a network used up its previews', async () => {
    const from = newNetwork();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(fixture, '/api/pdf/preview', invoice, from)).status).toBe(200);
    }

    const response = await post(fixture, '/api/pdf/preview', invoice, from);

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Too many previews from your network right now. The preview comes back in a moment.',
      code: 'request.rate_limited',
    });
    // The free PDFs are counted apart: this network still has its one.
    expect((await post(fixture, '/api/pdf', invoice, from)).status).toBe(200);
  });
});
