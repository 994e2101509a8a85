import { DocumentsStack, INVOICE, listOf, type TestUser } from './documents-stack';

describe("documents: another owner's ids", () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    await stack.start();
    ada = stack.user();
    bob = stack.user();
  });
  afterAll(() => stack.stop());

  it("answers 404 on every path given Ada's ids to Bob, and leaves Ada's documents unchanged", async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const quote = (await ada.saveQuote()).body.data;
    const before = listOf(await ada.call('GET', '/api/documents/all'));

    const tries: [string, string, unknown?][] = [
      ['GET', `/api/documents/invoice/${invoice.id}`],
      ['PUT', `/api/documents/invoice/${invoice.id}`, { ...INVOICE, status: 'paid' }],
      ['DELETE', `/api/documents/invoice/${invoice.id}`],
      ['POST', `/api/documents/invoice/${invoice.id}/payments`, { amount: '10', method: 'cash' }],
      ['DELETE', `/api/documents/invoice/${invoice.id}/payments/some-payment`],
      ['GET', `/api/documents/quote/${quote.id}`],
      ['PUT', `/api/documents/quote/${quote.id}`, { ...INVOICE, status: 'accepted' }],
      ['DELETE', `/api/documents/quote/${quote.id}`],
      ['POST', `/api/documents/quote/${quote.id}/convert`],
    ];
    for (const [method, path, body] of tries) {
      expect(await bob.call(method, path, body)).toMatchObject({
        status: 404,
        body: { success: false, code: 'documents.not_found' },
      });
    }

    expect(listOf(await ada.call('GET', '/api/documents/all'))).toEqual(before);
    expect(listOf(await bob.call('GET', '/api/documents/all'))).toEqual([]);
    expect((await bob.call('GET', '/api/dashboard/recent-activity')).body.data.activities).toEqual([]);
    expect((await bob.call('GET', '/api/stats')).body.data).toEqual({
      pendingQuotes: 0,
      completedQuotes: 0,
      completedInvoices: 0,
    });
  });

  it("refuses Ada's client inside Bob's document, on create and on update, writing nothing", async () => {
    const adasClient = await ada.client();
    const bobs = (await bob.saveInvoice()).body.data;

    expect((await bob.saveQuote({ client_id: adasClient })).status).toBe(404);
    const update = await bob.call('PUT', `/api/documents/invoice/${bobs.id}`, {
      ...INVOICE,
      client_id: adasClient,
    });
    expect(update).toMatchObject({ status: 404, body: { code: 'clients.not_found' } });

    expect(listOf(await bob.call('GET', '/api/documents/all'))).toEqual([bobs]);
  });

  it("filters Bob's list by Ada's client id to nothing", async () => {
    const adasClient = await ada.client();
    await ada.saveInvoice({ client_id: adasClient });
    expect(listOf(await bob.call('GET', `/api/documents/all?client=${adasClient}`))).toEqual([]);
  });
});
