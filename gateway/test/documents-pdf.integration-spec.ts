import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Plan } from '@paydraft/contracts';
import { DocumentsStack, type TestUser } from './documents-stack';

function pdfFile(bytes: ArrayBuffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'paydraft-pdf-')), 'document.pdf');
  writeFileSync(path, Buffer.from(bytes));
  return path;
}

/** The PDF's text as poppler reads it. */
const pdfText = (bytes: ArrayBuffer) =>
  execFileSync('pdftotext', ['-layout', pdfFile(bytes), '-'], { encoding: 'utf8' });

/** How many images the PDF draws (poppler's list: two header lines, then one line each). */
const imageCount = (bytes: ArrayBuffer) =>
  execFileSync('pdfimages', ['-list', pdfFile(bytes)], { encoding: 'utf8' })
    .trim()
    .split('\n').length - 2;

describe('GET /api/documents/{type}/{id}/pdf', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
    await stack.gateway.startService('pdf-render');
    ada = stack.user();
  });
  afterAll(() => stack.stop());

  const download = (path: string, token = ada.token) =>
    stack.gateway.fetch(path, { headers: { authorization: `Bearer ${token}` } });

  it("renders the owner's stored document without the free watermark, sender object printed as text", async () => {
    const { id } = (
      await ada.saveInvoice({
        sender_info: { name: 'Ada Studio', logo_url: '/x.png' },
        receiver_info: 'Engines Ltd',
      })
    ).body.data;

    const response = await download(`/api/documents/invoice/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice-INV-1.pdf"');
    const text = pdfText(await response.arrayBuffer());
    expect(text).toContain('INV-1');
    expect(text).toContain('Ada Studio');
    expect(text).toContain('Engines Ltd');
    expect(text).toContain('110.00');
    expect(text).not.toContain('Made with Paydraft');
    expect(text).not.toContain('logo_url');
  });

  it('draws the stored logo the sender names, and none when it was removed since', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#0a5ac8' } })
      .png()
      .toBuffer();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await stack.gateway.fetch('/api/upload/logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
      body: form,
    });
    const { logoUrl } = (await uploaded.json()) as { logoUrl: string };
    const { id } = (await ada.saveInvoice({ sender_info: { name: 'Ada Studio', logo_url: logoUrl } })).body
      .data;

    const withLogo = await download(`/api/documents/invoice/${id}/pdf`);
    expect(imageCount(await withLogo.arrayBuffer())).toBe(1);

    await ada.call('DELETE', '/api/upload/logo');
    const without = await download(`/api/documents/invoice/${id}/pdf`);
    expect(without.status).toBe(200);
    expect(imageCount(await without.arrayBuffer())).toBe(0);
  });

  it("answers 404 for another owner's document and for the wrong type", async () => {
    const { id } = (await ada.saveQuote()).body.data;
    expect((await download(`/api/documents/quote/${id}/pdf`, stack.user().token)).status).toBe(404);
    expect((await download(`/api/documents/invoice/${id}/pdf`)).status).toBe(404);
  });
});

describe('POST /api/pdf from the dashboard builder', () => {
  const stack = new DocumentsStack();
  const builderDocument = JSON.stringify({
    document_type: 'invoice',
    document_number: 'INV-7',
    sender_info: 'Ada Studio',
    receiver_info: 'Engines Ltd',
    issue_date: '2026-11-22',
    items: [{ description: 'Design', qty: 1, price: '100' }],
  });

  beforeAll(async () => {
    await stack.start();
    await stack.gateway.startService('pdf-render');
  });
  afterAll(() => stack.stop());

  /** The builder's multipart request, as the page sends it, with a logo so the form path is the one taken. */
  const generate = async (token?: string) => {
    const form = new FormData();
    form.set('document', builderDocument);
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#222222' } })
      .png()
      .toBuffer();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    return stack.gateway.fetch('/api/pdf', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  };

  it('leaves the free watermark off for a Pro or Lifetime caller, and on for Free and anonymous ones', async () => {
    const texts = await Promise.all(
      [
        stack.user(Plan.PRO).token,
        stack.user(Plan.LIFETIME).token,
        stack.user(Plan.FREE).token,
        undefined,
      ].map(async (token) => {
        const response = await generate(token);
        expect(response.status).toBe(200);
        return pdfText(await response.arrayBuffer());
      }),
    );
    const watermarked = texts.map((text) => text.includes('Made with Paydraft'));
    expect(watermarked).toEqual([false, false, true, true]);
    for (const text of texts) expect(text).toContain('Engines Ltd');
  });
});
