import sharp from 'sharp';
import { Plan } from '@paydraft/contracts';
import { GatewayFixture } from './gateway-fixture';
import { bearer, issueTestToken } from './test-callers';

const invoice = {
  document_type: 'invoice',
  document_number: 'INV 2026/007',
  sender_info: 'Ada Ltd\nLondon',
  receiver_info: 'Bob GmbH',
  issue_date: '2026-11-22',
  currency: 'EUR',
  custom_columns: [{ id: 'c1', label: 'Hours' }],
  items: [{ description: 'Design', qty: 2, price: '150.50', cols: { c1: '12' } }],
  discount_percentage: 10,
  tax_rate: 20,
  table_border: true,
};

const postJson = (fixture: GatewayFixture, body: unknown, headers: Record<string, string> = {}) =>
  fixture.fetch('/api/pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const postForm = (
  fixture: GatewayFixture,
  document: string,
  logo?: { bytes: Buffer; name: string; type: string },
) => {
  const form = new FormData();
  form.set('document', document);
  if (logo) form.set('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name);
  return fixture.fetch('/api/pdf', { method: 'POST', body: form });
};

const wideLogo = () =>
  sharp({
    create: { width: 2000, height: 500, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 0.8 } },
  })
    .png()
    .toBuffer();

async function expectPdf(response: Response, fileName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get('content-length')).toBe(String(bytes.length));
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

describe('POST /api/pdf: gateway → NATS → pdf-render → back', () => {
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start(['pdf-render']));
  afterAll(() => fixture.stop());

  it('renders a JSON document as a downloadable PDF', async () => {
    await expectPdf(await postJson(fixture, invoice), 'invoice-INV-2026-007.pdf');
  });

  it('renders a multipart form with a logo', async () => {
    const logo = { bytes: await wideLogo(), name: 'logo.png', type: 'image/png' };
    const quote = { ...invoice, document_type: 'quote', document_number: '' };

    await expectPdf(await postForm(fixture, JSON.stringify(quote), logo), 'quote-2026-11-22.pdf');
  });

  it("answers 400 with the schema's messages for a bad document", async () => {
    const response = await postJson(fixture, { document_type: 'receipt', items: [], currency: 'XXX' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Document type must be invoice, quote or credit_note. Unknown currency. Add at least one item',
      code: 'request.invalid_body',
      details: ['Document type must be invoice, quote or credit_note', 'Unknown currency', 'Add at least one item'],
    });
  });

  it('answers 400 when the form field is not JSON', async () => {
    const response = await postForm(fixture, '{type: invoice');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'document must be JSON',
      code: 'request.invalid',
    });
  });

  it('answers 400 for a logo that is not a PNG or JPEG, whatever its name and type say', async () => {
    const logo = { bytes: Buffer.from('just text'), name: 'logo.png', type: 'image/png' };

    const response = await postForm(fixture, JSON.stringify(invoice), logo);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'File upload Failed: the logo must be a PNG or JPG of at most 5 MB',
      code: 'request.invalid',
    });
  });

  it('answers 400 for an empty logo file', async () => {
    const logo = { bytes: Buffer.alloc(0), name: 'logo.png', type: 'image/png' };

    const response = await postForm(fixture, JSON.stringify(invoice), logo);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'File upload Failed: the logo must be a PNG or JPG of at most 5 MB',
      code: 'request.invalid',
    });
  });

  it('answers 400 for a logo over 5 MB', async () => {
    const logo = { bytes: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'logo.png', type: 'image/png' };

    const response = await postForm(fixture, JSON.stringify(invoice), logo);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'File upload Failed: the logo must be a PNG or JPG of at most 5 MB',
      code: 'request.invalid',
    });
  });

  it('answers 503 with a clear message while pdf-render is down', async () => {
    await fixture.stopService('pdf-render');
    try {
      const response = await postJson(fixture, invoice);

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: 'The pdf-render service is not available. Please try again in a moment.',
        code: 'rpc.unavailable',
        requestId: response.headers.get('x-request-id'),
      });
    } finally {
      await fixture.startService('pdf-render');
    }
  });
});

describe('POST /api/pdf: the anonymous rate limit', () => {
  // No renderer needed: a valid document is counted before it is sent to be rendered.
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start([], { PDF_RATE_LIMIT: '2' }));
  afterAll(() => fixture.stop());

  it('answers 429 with the message of the limit dialog once a client used up its PDFs', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await postJson(fixture, invoice)).status).not.toBe(429);
    }

    const response = await postJson(fixture, invoice);

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Too many PDFs from your network right now. Please try again later.',
      code: 'request.rate_limited',
    });
  });

  it('limits only the PDF route', async () => {
    expect((await fixture.fetch('/api/health')).status).not.toBe(429);
  });
});

describe('POST /api/pdf: who the limit counts', () => {
  // Each test on a network of its own (TRUST_PROXY 1 reads it from X-Forwarded-For), so none uses up another's.
  const fixture = new GatewayFixture();
  let network = 0;
  const newNetwork = () => ({ 'x-forwarded-for': `198.51.100.${++network}` });

  beforeAll(() => fixture.start([], { PDF_RATE_LIMIT: '2', TRUST_PROXY: '1' }));
  afterAll(() => fixture.stop());

  const statuses = async (count: number, headers: Record<string, string>) => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < count; attempt++)
      answers.push((await postJson(fixture, invoice, headers)).status);
    return answers;
  };

  it.each([
    ['Lifetime', Plan.LIFETIME],
    ['Pro', Plan.PRO],
  ])('does not count the PDFs of a %s caller (a plan with the dashboard)', async (_name, plan) => {
    const from = newNetwork();
    const paying = { ...from, ...bearer(issueTestToken('paying-user', plan)) };

    expect(await statuses(4, paying)).not.toContain(429);
    // The network's anonymous visitors still have all their PDFs.
    expect(await statuses(3, from)).toEqual([503, 503, 429]);
  });

  it('counts a signed-in Free caller like an anonymous one', async () => {
    const free = { ...newNetwork(), ...bearer(issueTestToken('free-user', Plan.FREE)) };

    expect(await statuses(3, free)).toEqual([503, 503, 429]);
  });

  it('answers a token that is no longer valid with 401 auth.invalid_token, counts nothing, and the anonymous call still works', async () => {
    const from = newNetwork();

    const expired = await postJson(fixture, invoice, {
      ...from,
      authorization: 'Bearer ended-session-token',
    });

    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      success: false,
      error: 'Authentication expired',
      code: 'auth.invalid_token',
    });
    expect(await statuses(3, from)).toEqual([503, 503, 429]);
  });
});
