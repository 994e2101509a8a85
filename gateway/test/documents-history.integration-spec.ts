import { eventually } from '@paydraft/nest-kit/testing';
import { DocumentsStack, INVOICE, listOf, type TestUser } from './documents-stack';

describe('GET /api/documents/all: search, filters, paging, counts', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let clientId: string;

  beforeAll(async () => {
    await stack.start();
    ada = stack.user();
    clientId = await ada.client();
    await ada.saveInvoice({ receiver_info: 'Babbage & Co', client_id: clientId });
    await ada.saveInvoice({ po_number: 'PO-(1+1)', notes: '' });
    await ada.saveInvoice({ notes: 'Rush JOB' });
    await ada.saveQuote({ sender_info: 'Lovelace Labs', client_id: clientId });
    await ada.decidedQuote('accepted');
  });
  afterAll(() => stack.stop());

  const list = (query = '') => ada.call('GET', `/api/documents/all${query}`);
  const numbers = async (query: string) =>
    listOf(await list(query))
      .map((document) => document.document_number)
      .sort();

  it('answers every document of both types, newest update first, with total and tab counts', async () => {
    const answer = await list();
    expect(answer.body).toMatchObject({ success: true, total: 5, counts: { all: 5, invoice: 3, quote: 2 } });
    expect(listOf(answer).map((document) => document.document_number)).toEqual([
      'QUO-2',
      'QUO-1',
      'INV-3',
      'INV-2',
      'INV-1',
    ]);
    expect(answer.body).not.toHaveProperty('page');
  });

  it('searches number, sender, receiver, PO number and notes, case-insensitively and literally', async () => {
    expect(await numbers('?search=babbage')).toEqual(['INV-1']);
    expect(await numbers('?search=LOVELACE')).toEqual(['QUO-1']);
    expect(await numbers('?search=rush%20job')).toEqual(['INV-3']);
    expect(await numbers(`?search=${encodeURIComponent('(1+1)')}`)).toEqual(['INV-2']);
    expect(await numbers('?search=quo-2')).toEqual(['QUO-2']);
    expect(await numbers(`?search=${encodeURIComponent('.*')}`)).toEqual([]);
    expect((await list('?search=lovelace')).body).toMatchObject({
      total: 1,
      counts: { all: 1, invoice: 0, quote: 1 },
    });
  });

  it("filters by type, client, 'none' and status; counts ignore only the type", async () => {
    expect(await numbers('?type=quote')).toEqual(['QUO-1', 'QUO-2']);
    expect(await numbers(`?client=${clientId}`)).toEqual(['INV-1', 'QUO-1']);
    const unassigned = await list('?client=none&type=invoice');
    expect(
      listOf(unassigned)
        .map((document) => document.document_number)
        .sort(),
    ).toEqual(['INV-2', 'INV-3']);
    expect(unassigned.body).toMatchObject({ total: 2, counts: { all: 3, invoice: 2, quote: 1 } });
    expect(await numbers('?status=accepted')).toEqual(['QUO-2']);
  });

  it('pages with page and pageSize', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(listOf(second).map((document) => document.document_number)).toEqual(['INV-3', 'INV-2']);
    expect(listOf(await list('?page=3&pageSize=2')).map((document) => document.document_number)).toEqual([
      'INV-1',
    ]);
    expect((await list('?page=1')).body).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('refuses malformed query parameters with 400 request.invalid_query', async () => {
    for (const query of ['?page=0', '?pageSize=101', '?type=receipt', '?page=abc']) {
      expect(await list(query)).toMatchObject({ status: 400, body: { code: 'request.invalid_query' } });
    }
  });

  it('moves an updated document to the top', async () => {
    const inv2 = listOf(await list('?search=INV-2'))[0];
    await ada.call('PUT', `/api/documents/invoice/${inv2.id}`, {
      ...INVOICE,
      invoice_number: 'INV-2',
      po_number: 'PO-(1+1)',
    });
    expect(listOf(await list())[0].document_number).toBe('INV-2');
  });

  describe('tab counts and stats kept in memory follow every change', () => {
    let bob: TestUser;
    const counts = async (query = '') => (await bob.call('GET', `/api/documents/all${query}`)).body.counts;
    const stats = async () => (await bob.call('GET', '/api/stats')).body.data;

    beforeAll(async () => {
      bob = stack.user();
      // Read first, so what follows is caught up from the change log rather than read afresh.
      await counts();
      await stats();
    });

    it('after creates, a status change, a delete and a conversion', async () => {
      const invoice = (await bob.saveInvoice()).body.data;
      const doomed = (await bob.saveInvoice()).body.data;
      const quote = (await bob.saveQuote()).body.data;
      await bob.decidedQuote('rejected');
      expect(await counts()).toEqual({ all: 4, invoice: 2, quote: 2, credit_note: 0 });
      expect(await stats()).toMatchObject({ pendingQuotes: 1, completedQuotes: 0, completedInvoices: 0 });

      await bob.call('PUT', `/api/documents/invoice/${invoice.id}`, { ...INVOICE, status: 'paid' });
      await bob.call('DELETE', `/api/documents/invoice/${doomed.id}`);
      expect(await counts()).toEqual({ all: 3, invoice: 1, quote: 2, credit_note: 0 });
      expect(await stats()).toMatchObject({ pendingQuotes: 1, completedInvoices: 1 });

      await bob.call('POST', `/api/documents/quote/${quote.id}/convert`);
      expect(await counts()).toEqual({ all: 4, invoice: 2, quote: 2, credit_note: 0 });
      expect(await stats()).toMatchObject({ pendingQuotes: 0, completedQuotes: 1, completedInvoices: 1 });
      expect(await counts('?status=completed')).toEqual({ all: 1, invoice: 0, quote: 1, credit_note: 0 });
    });

    it("after a deleted client's documents are unlinked", async () => {
      const client = await bob.client('Short Lived Ltd');
      await bob.saveInvoice({ client_id: client });
      await bob.saveQuote({ client_id: client });
      expect(await counts(`?client=${client}`)).toEqual({ all: 2, invoice: 1, quote: 1, credit_note: 0 });
      const unassigned = (await counts('?client=none'))!.all;

      await bob.deleteClient(client);
      await eventually(async () => ((await counts(`?client=${client}`))!.all === 0 ? true : undefined));
      expect(await counts('?client=none')).toMatchObject({ all: unassigned + 2 });
    });

    it('pages as one list: consecutive pages of 3 are the whole list, in order', async () => {
      const whole = listOf(await bob.call('GET', '/api/documents/all')).map((document) => document.id);
      const paged: string[] = [];
      for (let page = 1; paged.length < whole.length; page++) {
        const answer = await bob.call('GET', `/api/documents/all?page=${page}&pageSize=3`);
        paged.push(...listOf(answer).map((document) => document.id));
      }
      expect(paged).toEqual(whole);
    });
  });
});
