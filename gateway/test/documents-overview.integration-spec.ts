import dayjs from 'dayjs';
import { DocumentsStack, INVOICE, type DocumentJson, type TestUser } from './documents-stack';

describe('overview: stats, recent activity, converting a quote', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  const stats = async () => (await ada.call('GET', '/api/stats')).body.data;
  const setStatus = (document: DocumentJson, status: string) =>
    ada.call('PUT', `/api/documents/${document.document_type as string}/${document.id}`, {
      ...INVOICE,
      document_number: document.document_number,
      status,
    });

  it('counts pending quotes, completed quotes and completed invoices as their statuses change', async () => {
    expect(await stats()).toEqual({ pendingQuotes: 0, completedQuotes: 0, completedInvoices: 0 });
    const quote = (await ada.saveQuote()).body.data;
    await ada.saveQuote({ status: 'sent' });
    await ada.decidedQuote('rejected');
    const invoice = (await ada.saveInvoice()).body.data;
    expect(await stats()).toEqual({ pendingQuotes: 2, completedQuotes: 0, completedInvoices: 0 });

    await ada.decide(quote, 'accepted');
    await setStatus(invoice, 'paid');
    expect(await stats()).toEqual({ pendingQuotes: 1, completedQuotes: 1, completedInvoices: 1 });

    await setStatus(invoice, 'overdue');
    expect(await stats()).toEqual({ pendingQuotes: 1, completedQuotes: 1, completedInvoices: 0 });
  });

  it('lists what happened, newest first: created, updated, status_changed, deleted', async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, {
      ...INVOICE,
      invoice_number: 'INV-1',
      notes: 'x',
    });
    await setStatus(invoice, 'sent');
    await ada.call('DELETE', `/api/documents/invoice/${invoice.id}`);

    const answer = await ada.call('GET', '/api/dashboard/recent-activity');
    expect(answer.status).toBe(200);
    expect(answer.body.data.activities.map(({ action, status }) => [action, status])).toEqual([
      ['deleted', 'sent'],
      ['status_changed', 'sent'],
      ['updated', 'draft'],
      ['created', 'draft'],
    ]);
    expect(answer.body.data.activities[0]).toMatchObject({
      document_type: 'invoice',
      document_id: invoice.id,
      document_number: 'INV-1',
    });
  });

  it("answers one document's timeline with document_id, never another owner's", async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    await setStatus(invoice, 'sent');
    await ada.saveQuote();
    const timeline = await ada.call('GET', `/api/dashboard/recent-activity?document_id=${invoice.id}`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.activities.map(({ action }) => action)).toEqual(['status_changed', 'created']);
    expect(timeline.body.data.activities[0]).toMatchObject({ reminder: 0, recurring_id: '' });

    const grace = stack.user();
    const foreign = await grace.call('GET', `/api/dashboard/recent-activity?document_id=${invoice.id}`);
    expect(foreign.body.data.activities).toEqual([]);
    const hostile = await ada.call('GET', '/api/dashboard/recent-activity?document_id=%7B%24ne%3A1%7D');
    expect(hostile.status).toBe(400);
  });

  it('keeps the 20 newest entries', async () => {
    for (let i = 0; i < 11; i++) {
      const { id } = (await ada.saveQuote()).body.data;
      await ada.call('DELETE', `/api/documents/quote/${id}`);
    }
    const { activities } = (await ada.call('GET', '/api/dashboard/recent-activity')).body.data;
    expect(activities).toHaveLength(20);
    expect(activities[0]).toMatchObject({ action: 'deleted', document_number: 'QUO-11' });
  });

  it("converts a quote by the spec's prefill: a numbered draft invoice, the quote completed and linked", async () => {
    await ada.call('POST', '/api/form-preferences', { invoice_validity_days: 14, next_invoice_number: 5 });
    const clientId = await ada.client();
    const quote = await ada.decidedQuote('accepted', { client_id: clientId, currency: 'EUR', tax_rate: 7 });

    // The service's clock is real: the issue date is the local day the call started or ended on, so a
    // run across midnight still passes.
    const dayBefore = dayjs().format('YYYY-MM-DD');
    const converted = await ada.call('POST', `/api/documents/quote/${quote.id}/convert`);
    const dayAfter = dayjs().format('YYYY-MM-DD');
    expect(converted.status).toBe(200);
    const { invoice, quote: completed } = converted.body.data;
    expect([dayBefore, dayAfter]).toContain(invoice.issue_date);
    expect(invoice).toMatchObject({
      document_type: 'invoice',
      document_number: 'INV-5',
      status: 'draft',
      client_id: clientId,
      currency: 'EUR',
      tax_rate: '7',
      payment_terms: '',
      notes: '',
      total_amount: '107.00',
    });
    expect(Date.parse(invoice.due_or_expiry_date as string) - Date.parse(invoice.issue_date as string)).toBe(
      14 * 86_400_000,
    );
    expect(completed).toMatchObject({ id: quote.id, status: 'completed', converted_invoice_id: invoice.id });

    const again = await ada.call('POST', `/api/documents/quote/${quote.id}/convert`);
    expect(again).toMatchObject({ status: 400, body: { code: 'documents.invalid_input' } });
    const { activities } = (await ada.call('GET', '/api/dashboard/recent-activity')).body.data;
    expect(activities[0]).toMatchObject({ action: 'converted', document_id: invoice.id });
  });

  it("dates the converted invoice by the invoice's own days, 0 meaning due on the issue date, not the quote's", async () => {
    await ada.call('POST', '/api/form-preferences', { invoice_validity_days: 0, quote_validity_days: 60 });
    const quote = (await ada.saveQuote()).body.data;

    const { invoice } = (await ada.call('POST', `/api/documents/quote/${quote.id}/convert`)).body.data;

    expect(invoice.due_or_expiry_date).toBe(invoice.issue_date);
  });

  it('converts with the invoice form the page sends, when it sends one', async () => {
    const quote = (await ada.saveQuote()).body.data;
    const converted = await ada.call('POST', `/api/documents/quote/${quote.id}/convert`, {
      ...INVOICE,
      invoice_number: 'HAND-1',
      notes: 'From the form',
    });
    expect(converted.body.data.invoice).toMatchObject({ document_number: 'HAND-1', notes: 'From the form' });
    expect(converted.body.data.quote.status).toBe('completed');
  });
});
