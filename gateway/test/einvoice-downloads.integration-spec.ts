import { SharingStack } from './sharing-stack';
import type { TestUser } from './documents-stack';

/** An invoice every e-invoice profile takes: structured parties, one VAT rate, an IBAN, a Leitweg-ID. */
const E_INVOICE = {
  invoice_number: 'INV-0007',
  currency: 'EUR',
  tax_rate: 0,
  taxes: [{ id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false }],
  items: [{ description: 'Design', qty: 2, price: 50, tax_ids: ['vat19'] }],
  seller: {
    name: 'Nordlicht Design GmbH',
    address_lines: ['Torstraße 12'],
    postal_code: '10119',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
    email: 'billing@nordlicht.example',
    phone: '+49 30 1234567',
  },
  buyer: {
    name: 'Bundesamt für Beispiele',
    address_lines: ['Am Markt 1'],
    postal_code: '53111',
    city: 'Bonn',
    country: 'DE',
    // Peppol addresses both parties by their VAT numbers.
    vat_id: 'DE811907980',
    email: 'rechnung@beispiele.example',
  },
  payment: { iban: 'DE02120300000000202051' },
  buyer_reference: '04011000-12345-34',
};

/** The name of the XML's root element, prefix included. */
const rootOf = (xml: string) => /<([\w:]+)[\s>]/.exec(xml.replace(/^<\?xml[^>]*\?>/, ''))?.[1];

type ErrorJson = { code: string; error: string; problems?: { field: string; message: string }[] };

describe('e-invoice downloads: Factur-X PDFs and XML', () => {
  const stack = new SharingStack();
  let ada: TestUser;
  let invoiceId: string;

  beforeAll(async () => {
    await stack.start();
    ada = stack.owner();
    invoiceId = String((await ada.saveInvoice(E_INVOICE)).body.data.id);
  });
  afterAll(() => stack.stop());

  /** A GET as `token`'s owner; null: without an Authorization header, as the public. */
  const download = (path: string, token: string | null = ada.token) =>
    stack.gateway.fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  const errorOf = async (response: Response) => (await response.json()) as ErrorJson;

  describe('GET /api/documents/invoice/{id}/pdf?format=facturx', () => {
    it("renders the owner's invoice as a Factur-X PDF", async () => {
      const response = await download(`/api/documents/invoice/${invoiceId}/pdf?format=facturx`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="invoice-INV-0007-facturx.pdf"',
      );
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    });

    it("answers 404 for another owner's invoice", async () => {
      const response = await download(
        `/api/documents/invoice/${invoiceId}/pdf?format=facturx`,
        stack.owner().token,
      );

      expect(response.status).toBe(404);
    });

    it('answers 400 naming the formats for an unknown one', async () => {
      const response = await download(`/api/documents/invoice/${invoiceId}/pdf?format=zugferd1`);

      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 'request.invalid_query',
        error: 'format must be plain or facturx',
      });
    });

    it('answers 422 for a quote, and for an invoice lacking fields with each problem listed', async () => {
      const quoteId = String((await ada.saveQuote(E_INVOICE)).body.data.id);
      const bareId = String((await ada.saveInvoice({ invoice_number: 'INV-0008' })).body.data.id);

      const quote = await download(`/api/documents/quote/${quoteId}/pdf?format=facturx`);
      const bare = await download(`/api/documents/invoice/${bareId}/pdf?format=facturx`);

      expect(quote.status).toBe(422);
      expect(await errorOf(quote)).toMatchObject({
        code: 'pdf.einvoice_not_ready',
        problems: [{ field: 'document_type', message: expect.any(String) }],
      });
      expect(bare.status).toBe(422);
      const fields = (await errorOf(bare)).problems?.map((problem) => problem.field);
      expect(fields).toEqual(expect.arrayContaining(['seller.name', 'buyer.country', 'payment.iban']));
    });

    it("serves the shared link's Factur-X PDF without sign-in", async () => {
      const shared = await ada.call('POST', `/api/documents/invoice/${invoiceId}/share`);
      const token = String(shared.body.data.token);

      const response = await download(`/api/documents/invoice/${token}/pdf?format=facturx`, null);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    });
  });

  describe('GET /api/documents/invoice/{id}/einvoice', () => {
    it.each([
      ['syntax=cii', 'rsm:CrossIndustryInvoice', 'INV-0007-cii.xml'],
      ['syntax=ubl&profile=xrechnung', 'Invoice', 'INV-0007-xrechnung.xml'],
      ['syntax=ubl&profile=peppol', 'Invoice', 'INV-0007-peppol.xml'],
    ])('answers ?%s as <%s> in %s', async (query, root, fileName) => {
      const response = await download(`/api/documents/invoice/${invoiceId}/einvoice?${query}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      expect(rootOf(await response.text())).toBe(root);
    });

    it("answers a credit note's CII as type 381 naming the invoice it corrects, and its UBL as a <CreditNote>", async () => {
      const created = await ada.call('POST', '/api/documents/credit_note', { invoice_id: invoiceId });
      const noteId = String((created.body as { data: { id: string } }).data.id);

      const cii = await (await download(`/api/documents/credit_note/${noteId}/einvoice?syntax=cii`)).text();
      const ubl = await download(
        `/api/documents/credit_note/${noteId}/einvoice?syntax=ubl&profile=xrechnung`,
      );

      expect(cii).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(cii).toMatch(
        /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>INV-0007<\/ram:IssuerAssignedID>/,
      );
      expect(ubl.status).toBe(200);
      expect(rootOf(await ubl.text())).toBe('CreditNote');
    });

    it.each([
      ['syntax=pdf', 'syntax must be cii or ubl'],
      ['', 'syntax must be cii or ubl'],
      ['syntax=ubl', 'UBL needs profile=xrechnung or profile=peppol'],
      ['syntax=ubl&profile=cius', 'profile must be xrechnung or peppol'],
      ['syntax=cii&profile=peppol', 'CII takes no profile: leave profile out'],
    ])('answers 400 for ?%s', async (query, message) => {
      const response = await download(`/api/documents/invoice/${invoiceId}/einvoice?${query}`);

      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'request.invalid_query', error: message });
    });

    it("answers 401 without a session and 404 for another owner's invoice", async () => {
      const path = `/api/documents/invoice/${invoiceId}/einvoice?syntax=cii`;

      expect((await download(path, null)).status).toBe(401);
      expect((await download(path, stack.owner().token)).status).toBe(404);
    });

    it('answers 422 with the problems XRechnung finds in an invoice without a Leitweg-ID', async () => {
      const { id } = (
        await ada.saveInvoice({ ...E_INVOICE, invoice_number: 'INV-0009', buyer_reference: '' })
      ).body.data;

      const response = await download(
        `/api/documents/invoice/${String(id)}/einvoice?syntax=ubl&profile=xrechnung`,
      );

      expect(response.status).toBe(422);
      expect((await errorOf(response)).problems).toEqual([
        { field: 'buyer_reference', message: expect.any(String) },
      ]);
    });
  });

  describe("POST /api/pdf with format: 'facturx' (the builder)", () => {
    const builderInvoice = {
      document_type: 'invoice',
      document_number: 'INV-0007',
      sender_info: 'Nordlicht Design GmbH',
      receiver_info: 'Bundesamt für Beispiele',
      issue_date: '2026-11-22',
      ...E_INVOICE,
    };
    const post = (body: unknown) =>
      stack.gateway.fetch('/api/pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('renders a free Factur-X PDF', async () => {
      const response = await post({ ...builderInvoice, format: 'facturx' });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="invoice-INV-0007-facturx.pdf"',
      );
    });

    it('answers 400 for an unknown format and 422 listing what a bare invoice lacks', async () => {
      const unknown = await post({ ...builderInvoice, format: 'xrechnung' });
      const bare = await post({ ...builderInvoice, seller: undefined, format: 'facturx' });

      expect(unknown.status).toBe(400);
      expect(await errorOf(unknown)).toMatchObject({
        code: 'request.invalid_body',
        error: 'format must be plain or facturx',
      });
      expect(bare.status).toBe(422);
      expect((await errorOf(bare)).problems?.map((problem) => problem.field)).toEqual(
        expect.arrayContaining(['seller.name', 'seller.country']),
      );
    });
  });
});
