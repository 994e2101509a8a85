import { COMPOUND_WITH_INCLUSIVE_MESSAGE } from '@paydraft/invoice-core';
import { GatewayFixture } from './gateway-fixture';

type TotalsAnswer = {
  success: boolean;
  code?: string;
  error?: string;
  data: {
    lines: string[];
    subtotal: string;
    discount_amount: string;
    tax_breakdown: Array<Record<string, string>>;
    tax_amount: string;
    rounding: string;
    total: string;
  };
};

describe('POST /api/documents/totals: the builder’s live totals, without sign-in', () => {
  const fixture = new GatewayFixture();

  // No service at all: the gateway computes the totals itself. A PDF limit of 1 shows this route has none.
  beforeAll(() => fixture.start([], { PDF_RATE_LIMIT: '1' }));
  afterAll(() => fixture.stop());

  const totals = async (body: unknown) => {
    const response = await fixture.fetch('/api/documents/totals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as TotalsAnswer };
  };

  it('answers two rates with a line and a document discount, line by line', async () => {
    const answer = await totals({
      document_type: 'invoice',
      currency: 'EUR',
      discount_percentage: 10,
      taxes: [
        { id: 'vat19', name: 'VAT', rate: 19 },
        { id: 'vat7', name: 'VAT', rate: 7 },
      ],
      items: [
        { description: 'Work', qty: 2, price: 50, discount_percentage: 10, tax_ids: ['vat19'] },
        { description: 'Book', qty: 1, price: 10, tax_ids: ['vat7'] },
      ],
    });

    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        data: {
          lines: ['90.00', '10.00'],
          subtotal: '100.00',
          discount_amount: '10.00',
          tax_breakdown: [
            { id: 'vat19', name: 'VAT', rate: '19', category: 'S', base: '81.00', amount: '15.39' },
            { id: 'vat7', name: 'VAT', rate: '7', category: 'S', base: '9.00', amount: '0.63' },
          ],
          tax_amount: '16.02',
          rounding: '0.00',
          total: '106.02',
        },
      },
    });
  });

  it('answers a spec document as the spec computes it, and an empty builder as zeros', async () => {
    const spec = await totals({
      currency: 'CHF',
      tax_rate: 7.7,
      items: [{ description: 'A', qty: 3, price: '33.33' }],
    });
    expect(spec.body.data).toEqual({
      lines: ['99.99'],
      subtotal: '99.99',
      discount_amount: '0.00',
      tax_breakdown: [{ id: 'tax', name: 'Tax', rate: '7.7', category: 'S', base: '99.99', amount: '7.70' }],
      tax_amount: '7.70',
      rounding: '0.01',
      total: '107.70',
    });

    expect((await totals({})).body.data).toMatchObject({ lines: [], subtotal: '0.00', total: '0.00' });
  });

  it('refuses what the saved documents refuse, with a clear 400', async () => {
    const unknownTax = await totals({ items: [{ description: 'A', qty: 1, price: 1, tax_ids: ['gst'] }] });
    expect(unknownTax).toMatchObject({ status: 400, body: { success: false, code: 'request.invalid_body' } });
    expect(unknownTax.body.error).toContain('Item 1 names the tax "gst"');

    const compound = await totals({
      prices_include_tax: true,
      taxes: [{ id: 'qst', name: 'QST', rate: 9.975, compound: true }],
    });
    expect(compound.body.error).toContain(COMPOUND_WITH_INCLUSIVE_MESSAGE);

    for (const hostile of [
      '[1,2]',
      '"text"',
      '{"items":"x"}',
      '{"taxes":[{"id":"../x"}]}',
      '{"currency":{}}',
    ]) {
      expect((await totals(hostile)).status).toBe(400);
    }
  });

  it('counts against no limit of its own', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => totals({ items: [] })));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
  });
});
