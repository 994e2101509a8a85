import { GatewayFixture } from './gateway-fixture';

const item = (description = 'Design') => ({ description, qty: 1, price: '10' });
const invoice = (overrides: Record<string, unknown> = {}) => ({
  document_type: 'invoice',
  items: [item()],
  ...overrides,
});
const items = (count: number, description?: string) => Array.from({ length: count }, () => item(description));

const LONG_DESCRIPTION = 'Consulting, on site. '.repeat(238); // 4,998 characters, just under the limit

type Refusal = { status: number; body: unknown };

describe('POST /api/pdf: input it refuses, with a 4xx that says why', () => {
  // Every refusal comes before the document reaches pdf-render.
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start([]));
  afterAll(() => fixture.stop());

  const answer = async (response: Response): Promise<Refusal> => ({
    status: response.status,
    body: await response.json(),
  });
  const post = async (body: string, contentType: string) =>
    answer(
      await fixture.fetch('/api/pdf', { method: 'POST', headers: { 'content-type': contentType }, body }),
    );
  const postJson = (document: unknown) => post(JSON.stringify(document), 'application/json');
  const postForm = async (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return answer(await fixture.fetch('/api/pdf', { method: 'POST', body: form }));
  };
  const refusal = (status: number, code: string, error: string, details?: string[]): Refusal => ({
    status,
    body: { success: false, error, code, ...(details ? { details } : {}) },
  });

  describe('more than 500 items', () => {
    // 501 items with descriptions near their limit: 2.5 MB, well under the body limit.
    const tooMany = invoice({ items: items(501, LONG_DESCRIPTION) });

    it('as JSON, reaches the schema and its message', async () => {
      expect(await postJson(tooMany)).toEqual(
        refusal(400, 'request.invalid_body', 'At most 500 items', ['At most 500 items']),
      );
    });

    it('in a form, too', async () => {
      expect(await postForm({ document: JSON.stringify(tooMany) })).toEqual(
        refusal(400, 'request.invalid_body', 'At most 500 items', ['At most 500 items']),
      );
    });
  });

  describe('a body over the limit', () => {
    const huge = invoice({ notes: 'x'.repeat(12 * 1024 * 1024) });

    it('as JSON is a 413', async () => {
      expect(await postJson(huge)).toEqual(
        refusal(413, 'request.body_too_large', 'The request body is too large (at most 6 MB)'),
      );
    });

    it('in a form is a 413', async () => {
      expect(await postForm({ document: JSON.stringify(huge) })).toEqual(
        refusal(413, 'request.body_too_large', 'The document is too large (at most 6 MB)'),
      );
    });
  });

  describe('an absurd amount', () => {
    it.each([
      [
        'quantity',
        { items: [{ description: 'a', qty: 1e308, price: 1 }] },
        'Quantity must be at most 1,000,000',
      ],
      [
        'rate',
        { items: [{ description: 'a', qty: 1, price: '1e308' }] },
        'Rate must be at most 1,000,000,000',
      ],
      ['discount', { discount_percentage: 1e308 }, 'Discount must be at most 100%'],
      ['tax rate', { tax_rate: 1e308 }, 'Tax rate must be at most 100%'],
    ])('is a 400 naming the %s', async (_field, overrides, message) => {
      expect(await postJson(invoice(overrides))).toEqual(
        refusal(400, 'request.invalid_body', message, [message]),
      );
    });

    it('is named once however many items have it', async () => {
      const document = invoice({ items: Array.from({ length: 3 }, () => ({ qty: 1, price: 1e308 })) });

      expect(await postForm({ document: JSON.stringify(document) })).toEqual(
        refusal(400, 'request.invalid_body', 'Rate must be at most 1,000,000,000', [
          'Rate must be at most 1,000,000,000',
        ]),
      );
    });
  });

  describe('an unsupported language', () => {
    const message =
      "Unsupported language 'xx-YY'. Supported: en-US, en-GB, de-DE, de-AT, de-CH, fr-FR, fr-BE, fr-CH, es-ES, " +
      'es-MX, it-IT, it-CH, nl-NL, nl-BE, pt-BR, pt-PT, pl-PL, sv-SE, ar-SA, ar-AE, ar-EG, ja-JP, zh-CN, he-IL';

    it('is a 400 listing the supported ones, as JSON and in a form', async () => {
      const refused = refusal(400, 'request.invalid_body', message, [message]);
      expect(await postJson(invoice({ language: 'xx-YY' }))).toEqual(refused);
      expect(await postForm({ document: JSON.stringify(invoice({ language: 'xx-YY' })) })).toEqual(refused);
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect(await post('{"type": "invoice",', 'application/json')).toEqual(
      refusal(400, 'request.malformed_json', 'The request body is not valid JSON'),
    );
  });

  it('answers 415 for JSON in a charset other than UTF-8', async () => {
    expect(await post(JSON.stringify(invoice()), 'application/json; charset=latin1')).toEqual(
      refusal(415, 'request.unsupported_media_type', 'Send the request body in UTF-8'),
    );
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 for a %s body',
    async (contentType) => {
      expect(await post('type=invoice', contentType)).toEqual(
        refusal(
          415,
          'request.unsupported_media_type',
          'Send the document as application/json or multipart/form-data',
        ),
      );
    },
  );

  it('answers 400 for a form with parts it does not read', async () => {
    const stray = new Blob(['hello'], { type: 'text/plain' });

    expect(await postForm({ document: JSON.stringify(invoice()), attachment: stray })).toEqual(
      refusal(400, 'request.invalid', 'The form may hold only a `document` field and one `logo` file'),
    );
  });

  it('keeps the usual 100 KB limit on other routes', async () => {
    const response = await fixture.fetch('/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });

    expect(await answer(response)).toEqual(
      refusal(413, 'request.body_too_large', 'The request body is too large (at most 100 KB)'),
    );
  });
});
