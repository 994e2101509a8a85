import dayjs from 'dayjs';
import { DocumentsStack, type TestUser } from './documents-stack';

type CurrencyTotal = { currency: string; amount: string; count: number };

describe('lists show money: the overview totals and Duplicate', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  const totals = async () =>
    (await ada.call('GET', '/api/dashboard/totals')).body.data as unknown as {
      outstanding: CurrencyTotal[];
      overdue: CurrencyTotal[];
    };
  const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

  it('sums outstanding and overdue invoices per currency, exactly, for the caller only', async () => {
    expect(await totals()).toEqual({
      outstanding: [],
      overdue: [],
      paid_last_30_days: [],
      paid_by_month: [],
    });
    // 0.1 + 0.2 in floating point is 0.30000000000000004; the totals are exact.
    const cents = (price: string) => ({ items: [{ description: 'x', qty: 1, price }], tax_rate: 0 });
    await ada.saveInvoice({ ...cents('0.10'), status: 'sent', due_date: day(10) });
    await ada.saveInvoice({ ...cents('0.20'), status: 'viewed', due_date: day(-3) });
    await ada.saveInvoice({ ...cents('2374.05'), currency: 'EUR', status: 'overdue', due_date: day(5) });
    await ada.saveInvoice({ ...cents('999'), status: 'draft', due_date: day(-3) });
    await ada.saveInvoice({ ...cents('999'), currency: 'EUR', status: 'paid' });
    await ada.saveQuote({ ...cents('999'), status: 'sent', due_date: day(-3) });
    await stack.user().saveInvoice({ ...cents('5'), status: 'sent' });

    expect(await totals()).toEqual({
      outstanding: [
        { currency: 'EUR', amount: '2374.05', count: 1 },
        { currency: 'USD', amount: '0.3', count: 2 },
      ],
      overdue: [
        { currency: 'EUR', amount: '2374.05', count: 1 },
        { currency: 'USD', amount: '0.2', count: 1 },
      ],
      paid_last_30_days: [],
      paid_by_month: [],
    });
    expect((await stack.call('GET', '/api/dashboard/totals', '')).status).toBe(401);
  });

  it("duplicates a document as a draft with the next number, today's dates and the type's own days", async () => {
    await ada.call('POST', '/api/form-preferences', {
      invoice_validity_days: 14,
      next_invoice_number: 8,
      quote_validity_days: 10,
      next_quote_number: 3,
    });
    const invoice = (await ada.saveInvoice({ status: 'paid', invoice_number: 'INV-1' })).body.data;
    const quote = (await ada.saveQuote({ status: 'sent' })).body.data;

    const before = dayjs().format('YYYY-MM-DD');
    const copy = await ada.call('POST', `/api/documents/invoice/${invoice.id}/duplicate`);
    const quoteCopy = await ada.call('POST', `/api/documents/quote/${quote.id}/duplicate`);
    const after = dayjs().format('YYYY-MM-DD');

    expect(copy.status).toBe(201);
    const today = copy.body.data.issue_date as string;
    expect([before, after]).toContain(today);
    expect(copy.body.data).toMatchObject({
      document_type: 'invoice',
      document_number: 'INV-8',
      status: 'draft',
      po_number: invoice.po_number,
      receiver_info: invoice.receiver_info,
      total_amount: invoice.total_amount,
      due_or_expiry_date: dayjs(today).add(14, 'day').format('YYYY-MM-DD'),
    });
    expect(copy.body.data.id).not.toBe(invoice.id);
    expect(quoteCopy.body.data).toMatchObject({
      document_type: 'quote',
      document_number: 'QUO-4',
      status: 'draft',
      due_or_expiry_date: dayjs(quoteCopy.body.data.issue_date as string)
        .add(10, 'day')
        .format('YYYY-MM-DD'),
    });
    // The original is untouched.
    expect((await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data).toMatchObject({
      document_number: 'INV-1',
      status: 'paid',
    });
  });

  it("answers 404 for another owner's document, and for a type that does not match", async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const bob = stack.user();
    expect(await bob.call('POST', `/api/documents/invoice/${invoice.id}/duplicate`)).toMatchObject({
      status: 404,
      body: { code: 'documents.not_found' },
    });
    expect(await ada.call('POST', `/api/documents/quote/${invoice.id}/duplicate`)).toMatchObject({
      status: 404,
      body: { code: 'documents.not_found' },
    });
  });
});
