import { Plan } from '@paydraft/contracts';
import { DocumentsStack, INVOICE, listOf, type TestUser } from './documents-stack';

describe('documents: save, read, replace, delete', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  it('saves an invoice with the next number, draft status and a total computed on the server', async () => {
    const saved = await ada.saveInvoice({ total_amount: 9999, status: undefined });

    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      success: true,
      data: {
        document_type: 'invoice',
        document_number: 'INV-1',
        client_id: null,
        status: 'draft',
        issue_date: '2026-11-01',
        due_or_expiry_date: '2026-12-01',
        po_number: 'PO-77',
        currency: 'USD',
        tax_rate: '10',
        items: [{ description: 'Design', qty: '2', price: '50', cols: {} }],
        total_amount: '110.00',
      },
    });
    const { id } = saved.body.data;
    expect(await ada.call('GET', `/api/documents/invoice/${id}`)).toMatchObject({
      status: 200,
      body: { data: { id, total_amount: '110.00', document_number: 'INV-1' } },
    });
  });

  it('numbers quotes on their own counter, with expiry_date as the quote spelling', async () => {
    await ada.saveInvoice();
    const quote = await ada.saveQuote({ expiry_date: '2026-11-30', due_date: undefined });
    expect(quote.body.data).toMatchObject({ document_number: 'QUO-1', due_or_expiry_date: '2026-11-30' });
  });

  it('saves by document_number and due_or_expiry_date, the names the page sends for every type', async () => {
    const quote = await ada.saveQuote({
      document_number: 'QUO-9',
      due_or_expiry_date: '2026-11-30',
      due_date: undefined,
    });
    expect(quote.body.data).toMatchObject({ document_number: 'QUO-9', due_or_expiry_date: '2026-11-30' });
  });

  it('reads items sent as JSON text and sender info sent as an object', async () => {
    const saved = await ada.saveInvoice({
      items: JSON.stringify([{ description: 'A', qty: '3', price: '1.10' }]),
      sender_info: { name: 'Ada', logo_url: '/logo.png' },
    });
    expect(saved.body.data).toMatchObject({
      total_amount: '3.63',
      sender_info: JSON.stringify({ name: 'Ada', logo_url: '/logo.png' }),
    });
  });

  it('gives 20 parallel saves 20 distinct consecutive numbers', async () => {
    const saves = await Promise.all(Array.from({ length: 20 }, () => ada.saveInvoice()));
    expect(saves.filter((save) => save.status !== 201)).toEqual([]);
    const numbers = saves.map((save) => save.body.data.document_number);
    expect(numbers.sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)))).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-${i + 1}`),
    );
  });

  it('refuses a hand-typed number already used with 409, and an auto number skips it', async () => {
    await ada.saveInvoice({ invoice_number: 'INV-2' });
    const taken = await ada.saveInvoice({ invoice_number: 'INV-2' });
    expect(taken).toMatchObject({ status: 409, body: { success: false, code: 'documents.number_taken' } });

    expect((await ada.saveInvoice()).body.data.document_number).toBe('INV-1');
    expect((await ada.saveInvoice()).body.data.document_number).toBe('INV-3');
    // The same number on a quote is another type's: allowed.
    expect((await ada.saveQuote({ quote_number: 'INV-2' })).status).toBe(201);
  });

  it('replaces a document with PUT, recomputing the total; a status of the type is accepted', async () => {
    const { id } = (await ada.saveInvoice()).body.data;
    const updated = await ada.call('PUT', `/api/documents/invoice/${id}`, {
      ...INVOICE,
      invoice_number: 'INV-1',
      status: 'paid',
      items: [{ description: 'Design', qty: 1, price: 50 }],
      total_amount: 1,
    });
    expect(updated).toMatchObject({ status: 200, body: { data: { status: 'paid', total_amount: '55.00' } } });
  });

  it('refuses a PUT to a number another document of the type holds with 409, leaving the document as it was', async () => {
    await ada.saveInvoice();
    const second = (await ada.saveInvoice()).body.data;
    const clash = await ada.call('PUT', `/api/documents/invoice/${second.id}`, {
      ...INVOICE,
      invoice_number: 'INV-1',
    });
    expect(clash).toMatchObject({ status: 409, body: { code: 'documents.number_taken' } });
    expect((await ada.call('GET', `/api/documents/invoice/${second.id}`)).body.data).toEqual(second);

    // Without a number the document keeps its own.
    const kept = await ada.call('PUT', `/api/documents/invoice/${second.id}`, { ...INVOICE, notes: 'again' });
    expect(kept.body.data).toMatchObject({ document_number: 'INV-2', notes: 'again' });
  });

  it('refuses a status of the other type, and malformed fields, with coded 400s', async () => {
    expect(await ada.saveInvoice({ status: 'accepted' })).toMatchObject({
      status: 400,
      body: { code: 'documents.invalid_input' },
    });
    expect(await ada.saveInvoice({ tax_rate: 101 })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid_body' },
    });
    expect(await ada.saveInvoice({ currency: 'XXQ' })).toMatchObject({ status: 400 });
    expect(await ada.saveInvoice({ items: 'not json' })).toMatchObject({ status: 400 });
    expect(await ada.call('POST', '/api/documents/receipt', INVOICE)).toMatchObject({ status: 404 });
  });

  it('deletes a document; a second delete is 404', async () => {
    const { id } = (await ada.saveQuote()).body.data;
    expect(await ada.call('DELETE', `/api/documents/quote/${id}`)).toMatchObject({ status: 200 });
    expect(await ada.call('DELETE', `/api/documents/quote/${id}`)).toMatchObject({
      status: 404,
      body: { code: 'documents.not_found' },
    });
    expect((await ada.call('GET', `/api/documents/quote/${id}`)).status).toBe(404);
  });

  it('answers a document asked under the other type, or a malformed id, with 404', async () => {
    const { id } = (await ada.saveInvoice()).body.data;
    expect((await ada.call('GET', `/api/documents/quote/${id}`)).status).toBe(404);
    expect((await ada.call('GET', '/api/documents/invoice/not-an-id')).status).toBe(404);
  });

  it('links a client of the owner; a client id that is not theirs is 404 and nothing is saved', async () => {
    const clientId = await ada.client();
    const linked = await ada.saveInvoice({ client_id: clientId });
    expect(linked.body.data.client_id).toBe(clientId);

    const bob = stack.user();
    const refused = await bob.saveInvoice({ client_id: clientId });
    expect(refused).toMatchObject({ status: 404, body: { code: 'clients.not_found' } });
    expect(listOf(await bob.call('GET', '/api/documents/all'))).toEqual([]);
  });

  it('refuses a Free user with 403 billing.no_plan on every call', async () => {
    const free = stack.user(Plan.FREE);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/documents/all'],
      ['POST', '/api/documents/invoice', INVOICE],
      ['GET', '/api/form-preferences'],
      ['POST', '/api/form-preferences', {}],
      ['GET', '/api/dashboard/recent-activity'],
      ['GET', '/api/stats'],
    ];
    for (const [method, path, body] of calls) {
      expect(await free.call(method, path, body)).toMatchObject({
        status: 403,
        body: { code: 'billing.no_plan' },
      });
    }
  });
});
