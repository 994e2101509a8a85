import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { pdfText } from './support/pdf';

/** Two VAT rates, a line discount and a document discount: 100 − 10 + 15.39 + 0.63 = 106.02. */
const TWO_RATES = {
  currency: 'EUR',
  discount_percentage: 10,
  taxes: [
    { id: 'vat19', name: 'VAT', rate: 19 },
    { id: 'vat7', name: 'VAT', rate: 7 },
  ],
  items: [
    { description: 'Design work', qty: 2, price: 50, discount_percentage: 10, tax_ids: ['vat19'], unit: 'h' },
    { description: 'Handbook', qty: 1, price: 10, tax_ids: ['vat7'], unit: 'pcs' },
  ],
};

const TOTALS = {
  subtotal: '100.00',
  discount_amount: '10.00',
  tax_breakdown: [
    { id: 'vat19', name: 'VAT', rate: '19', category: 'S', base: '81.00', amount: '15.39' },
    { id: 'vat7', name: 'VAT', rate: '7', category: 'S', base: '9.00', amount: '0.63' },
  ],
  tax_amount: '16.02',
  rounding: '0.00',
  total: '106.02',
};

type Json = { success: boolean; data: Record<string, unknown> & { id?: string } };

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(appUrl(path), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

/** A tester's bearer token, signed in through the API as the login page does. */
async function testerToken(): Promise<string> {
  const account = await newTester('moneymodel');
  const login = await call('POST', '/api/auth/login', {
    emailOrUsername: account.email,
    password: account.password,
  });
  return String((login.body as unknown as { token: string }).token);
}

describe('the money model through the running product’s API (issue 22)', () => {
  it('answers the builder’s totals without sign-in, the same a save answers and the PDF prints', async () => {
    const live = await call('POST', '/api/documents/totals', TWO_RATES);
    expect(live).toEqual({
      status: 200,
      body: { success: true, data: { lines: ['90.00', '10.00'], ...TOTALS } },
    });

    const token = await testerToken();
    await call(
      'POST',
      '/api/form-preferences',
      {
        business_name: 'Ada Studio GmbH',
        business_address_lines: ['Hauptstraße 5'],
        business_postal_code: '10115',
        business_city: 'Berlin',
        business_country: 'DE',
        business_vat_id: 'DE136695976',
        default_currency: 'EUR',
        tax_rate: 0,
      },
      token,
    );
    const saved = await call(
      'POST',
      '/api/documents/invoice',
      { ...TWO_RATES, sender_info: '', receiver_info: 'Engines SARL', issue_date: '2026-11-01' },
      token,
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      ...TOTALS,
      total_amount: '106.02',
      seller: expect.objectContaining({ name: 'Ada Studio GmbH', vat_id: 'DE136695976' }),
      sender_info: 'Ada Studio GmbH\nHauptstraße 5\n10115 Berlin\nGermany\nVAT: DE136695976',
    });

    const pdf = await fetch(appUrl(`/api/documents/invoice/${String(saved.body.data.id)}/pdf`), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    const path = join(tmpdir(), `money-model-${Date.now()}.pdf`);
    writeFileSync(path, Buffer.from(await pdf.arrayBuffer()));
    const text = pdfText(path);
    for (const figure of ['100.00', '15.39', '0.63', '106.02']) expect(text).toContain(figure);
    expect(text).toContain('Ada Studio GmbH');
  });

  it('keeps a spec document’s totals, and refuses an unknown line tax with a clear 400', async () => {
    const spec = await call('POST', '/api/documents/totals', {
      tax_rate: 8.25,
      items: [{ description: 'A', qty: 3, price: '33.33' }],
    });
    expect(spec.body.data).toMatchObject({ subtotal: '99.99', tax_amount: '8.25', total: '108.24' });

    const refused = await call('POST', '/api/documents/totals', {
      items: [{ description: 'A', qty: 1, price: 1, tax_ids: ['gst'] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'request.invalid_body' });
  });
});
