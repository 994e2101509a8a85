import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayFixture } from './gateway-fixture';

const pdfText = (bytes: ArrayBuffer) => {
  const path = join(mkdtempSync(join(tmpdir(), 'sample-pdf-')), 'sample.pdf');
  writeFileSync(path, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
};

describe('GET /api/samples/{quote,invoice}.pdf: the home page samples', () => {
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start(['pdf-render']));
  afterAll(() => fixture.stop());

  it('serves the sample quote inline, with its items, discount, tax, total and the free watermark', async () => {
    const response = await fixture.fetch('/api/samples/quote.pdf');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toBe('inline; filename="paydraft-sample-quote.pdf"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const text = pdfText(await response.arrayBuffer());
    expect(text).toContain('QUO-1042');
    expect(text).toContain('Northwind Design Studio');
    expect(text).toContain('Brightleaf Coffee Co.');
    expect(text).toContain('Logo redesign');
    expect(text).toMatch(/Subtotal\s+\$6,900\.00/);
    expect(text).toMatch(/Discount.*\s+[−-]\$690\.00/);
    expect(text).toMatch(/Tax.*\s+\$496\.80/);
    expect(text).toMatch(/Quote Total\s+\$6,706\.80/);
    expect(text).toContain('Made with Paydraft — free invoice generator');
  });

  it('serves the sample invoice as an attachment with ?download=1', async () => {
    const response = await fixture.fetch('/api/samples/invoice.pdf?download=1');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="paydraft-sample-invoice.pdf"',
    );
    const text = pdfText(await response.arrayBuffer());
    expect(text).toContain('INV-2087');
    expect(text).toContain('PO-7731');
    expect(text).toMatch(/Subtotal\s+\$5,010\.00/);
    expect(text).toMatch(/Discount.*\s+[−-]\$250\.50/);
    expect(text).toMatch(/Tax.*\s+\$380\.76/);
    expect(text).toMatch(/Total Due\s+\$5,140\.26/);
    expect(text).toContain('Made with Paydraft — free invoice generator');
  });

  it('keeps the rendered bytes: the same ETag and bytes again, 304 for a matching If-None-Match', async () => {
    const first = await fixture.fetch('/api/samples/invoice.pdf');
    const second = await fixture.fetch('/api/samples/invoice.pdf');
    const etag = first.headers.get('etag')!;

    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const revalidated = await fixture.fetch('/api/samples/invoice.pdf', {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('GET /api/samples: pdf-render down', () => {
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start([]));
  afterAll(() => fixture.stop());

  it('answers 503 and renders on a later request once pdf-render is back', async () => {
    const response = await fixture.fetch('/api/samples/quote.pdf');

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, code: 'rpc.unavailable' });

    await fixture.startService('pdf-render');
    const again = await fixture.fetch('/api/samples/quote.pdf');
    expect(again.status).toBe(200);
    expect(
      Buffer.from(await again.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
