import { paymentBalance } from '@paydraft/invoice-core';
import { testEnv } from '@paydraft/nest-kit/testing';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { DocumentsStack, listOf, type DocumentJson, type TestUser } from './documents-stack';

type CurrencyTotal = { currency: string; amount: string; count: number };
type Totals = {
  outstanding: CurrencyTotal[];
  overdue: CurrencyTotal[];
  paid_last_30_days: CurrencyTotal[];
  paid_by_month: Array<{ month: string; currency: string; amount: string }>;
};

/** A UTC calendar day `offset` days from today (YYYY-MM-DD), as the documents service counts due dates. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** One line of `price`, no tax: the invoice's total is the price. */
const priced = (price: string) => ({ items: [{ description: 'Work', qty: 1, price }], tax_rate: 0 });

describe('money at a glance: list sort and payment filter, totals, CSV export', () => {
  const stack = new DocumentsStack();
  const connection = mongoose.createConnection(testEnv().MONGO_URL as string);

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(async () => {
    await connection.close();
    await stack.stop();
  });

  /**
   * Payments written straight to the invoice in the store, as the payments service keeps them (amounts,
   * their sum and the balance, and the status the money gives). Done before the owner's first read, so
   * the history reads them with the rest.
   */
  async function paid(
    invoice: DocumentJson,
    status: string,
    payments: Array<{ amount: string; date: string }>,
  ) {
    const store = connection
      .useDb(stack.gateway.databaseOf('documents'), { useCache: true })
      .collection('documents');
    const money = paymentBalance(
      invoice.total_amount as string,
      payments.map(({ amount }) => amount),
      invoice.currency as string,
    );
    const records = payments.map(({ amount, date }) => ({
      id: randomUUID(),
      amount,
      currency: invoice.currency,
      date,
      method: 'bank_transfer',
      reference: '',
      note: '',
      source: 'manual',
      needsReview: false,
      recordedAt: new Date(),
    }));
    await store.updateOne(
      { _id: new mongoose.Types.ObjectId(invoice.id as string) },
      { $set: { status, unpaidStatus: 'sent', payments: records, ...money } },
    );
  }

  const save = async (user: TestUser, body: Record<string, unknown>) =>
    (await user.saveInvoice(body)).body.data;
  const numbers = async (user: TestUser, query: string) =>
    listOf(await user.call('GET', `/api/documents/all${query}`)).map((document) => document.document_number);
  const totalsOf = async (user: TestUser, query = '') =>
    (await user.call('GET', `/api/dashboard/totals${query}`)).body.data as unknown as Totals;

  describe('an owner with partly paid, paid, overdue and unpaid invoices', () => {
    let ada: TestUser;
    let clientId: string;

    beforeAll(async () => {
      ada = stack.user();
      clientId = await ada.client('Babbage & Co');
      // INV-1: 110.00, nothing recorded (saved before payments existed): the balance is the total.
      await save(ada, { invoice_number: 'INV-1', ...priced('110.00'), status: 'sent', due_date: day(10) });
      const second = await save(ada, {
        invoice_number: 'INV-2',
        ...priced('220.00'),
        status: 'sent',
        due_date: day(-5),
        client_id: clientId,
      });
      await paid(second, 'partially_paid', [
        { amount: '150.00', date: day(-40) },
        { amount: '50.00', date: day(-2) },
      ]);
      const third = await save(ada, {
        invoice_number: 'INV-3',
        ...priced('55.00'),
        status: 'sent',
        due_date: day(3),
        client_id: clientId,
      });
      await paid(third, 'partially_paid', [{ amount: '0.05', date: day(0) }]);
      const fourth = await save(ada, { invoice_number: 'INV-4', ...priced('80.00'), currency: 'EUR' });
      // Paid 100, then 20 refunded by card: 80 paid in all.
      await paid(fourth, 'paid', [
        { amount: '100.00', date: day(-1) },
        { amount: '-20.00', date: day(0) },
      ]);
      await save(ada, { invoice_number: 'INV-5', ...priced('999.00'), status: 'draft', due_date: day(-30) });
      await save(ada, {
        invoice_number: 'INV-6',
        ...priced('7.00'),
        status: 'cancelled',
        due_date: day(-30),
      });
      await ada.saveQuote({ ...priced('5000.00'), status: 'sent', due_date: day(-30) });
      // Another owner's money is never the caller's.
      const other = stack.user();
      const theirs = await save(other, { ...priced('12345.00'), status: 'sent', due_date: day(-9) });
      await paid(theirs, 'partially_paid', [{ amount: '45.00', date: day(0) }]);
    });

    it('sorts by balance, ascending or descending, exactly; a quote has none and comes last', async () => {
      expect(await numbers(ada, '?type=invoice&sort=balance')).toEqual([
        'INV-4',
        'INV-6',
        'INV-2',
        'INV-3',
        'INV-1',
        'INV-5',
      ]);
      expect(await numbers(ada, '?sort=balance&order=desc')).toEqual([
        'INV-5',
        'INV-1',
        'INV-3',
        'INV-2',
        'INV-6',
        'INV-4',
        'QUO-1',
      ]);
      expect(await numbers(ada, '?type=invoice&sort=total&order=desc&page=1&pageSize=2')).toEqual([
        'INV-5',
        'INV-2',
      ]);
    });

    it('answers the balance and amount paid with each invoice of the list', async () => {
      const answer = await ada.call('GET', '/api/documents/all?type=invoice&payment=unpaid&sort=balance');
      expect(answer.body).toMatchObject({ total: 3 });
      expect(listOf(answer).map((document) => document.document_number)).toEqual(['INV-2', 'INV-3', 'INV-1']);
    });

    it("filters overdue: unpaid and past the due date, in the list's order", async () => {
      expect(await numbers(ada, '?payment=overdue')).toEqual(['INV-2']);
      expect(await numbers(ada, `?payment=unpaid&client=${clientId}&sort=number`)).toEqual([
        'INV-2',
        'INV-3',
      ]);
    });

    it('refuses an unknown sort, order or payment filter with 400 request.invalid_query', async () => {
      for (const query of ['?sort=balance_due', '?sort=total&order=up', '?payment=late']) {
        expect(await ada.call('GET', `/api/documents/all${query}`)).toMatchObject({
          status: 400,
          body: { code: 'request.invalid_query' },
        });
      }
    });

    it('sums balances outstanding and overdue, and payments of the last 30 days and months, per currency', async () => {
      const totals = await totalsOf(ada);
      expect(totals.outstanding).toEqual([{ currency: 'USD', amount: '184.95', count: 3 }]);
      expect(totals.overdue).toEqual([{ currency: 'USD', amount: '20', count: 1 }]);
      expect(totals.paid_last_30_days).toEqual([
        { currency: 'EUR', amount: '80', count: 1 },
        { currency: 'USD', amount: '50.05', count: 2 },
      ]);
      const months = (currency: string) =>
        totals.paid_by_month.filter((month) => month.currency === currency);
      expect(months('EUR')).toHaveLength(12);
      expect(months('USD')).toHaveLength(12);
      expect(months('USD').at(-1)!.month).toBe(day(0).slice(0, 7));
      const sum = (currency: string) =>
        months(currency).reduce((total, month) => total + Number(month.amount), 0);
      expect(sum('EUR')).toBeCloseTo(80);
      expect(sum('USD')).toBeCloseTo(200.05);
    });

    it("restricts every figure to a client's invoices with client_id", async () => {
      const totals = await totalsOf(ada, `?client_id=${clientId}`);
      expect(totals).toMatchObject({
        outstanding: [{ currency: 'USD', amount: '74.95', count: 2 }],
        overdue: [{ currency: 'USD', amount: '20', count: 1 }],
        paid_last_30_days: [{ currency: 'USD', amount: '50.05', count: 2 }],
      });
      expect(new Set(totals.paid_by_month.map((month) => month.currency))).toEqual(new Set(['USD']));
      expect(await totalsOf(stack.user(), `?client_id=${clientId}`)).toEqual({
        outstanding: [],
        overdue: [],
        paid_last_30_days: [],
        paid_by_month: [],
      });
    });

    it('exports the filtered list as CSV: the columns, paid and balance, client names, in order', async () => {
      const response = await stack.gateway.fetch(
        '/api/documents/export.csv?payment=unpaid&sort=balance&order=desc',
        {
          headers: { authorization: `Bearer ${ada.token}` },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="paydraft-documents-.+\.csv"$/,
      );
      expect((await response.text()).split('\r\n')).toEqual([
        'Number,Type,Client,Issue date,Due date,Currency,Total,Paid,Balance,Status',
        `INV-1,invoice,Engines Ltd,2026-11-01,${day(10)},USD,110.00,0.00,110.00,sent`,
        `INV-3,invoice,Babbage & Co,2026-11-01,${day(3)},USD,55.00,0.05,54.95,partially_paid`,
        `INV-2,invoice,Babbage & Co,2026-11-01,${day(-5)},USD,220.00,200.00,20.00,partially_paid`,
        '',
      ]);
    });
  });

  it('neutralises CSV injection and quotes commas, quotes and line breaks', async () => {
    const eve = stack.user();
    const clientId = await eve.client('=HYPERLINK("http://evil.example","Click")');
    await save(eve, { invoice_number: '+INV-1', client_id: clientId, status: 'sent' });
    await save(eve, { invoice_number: '@SUM(A1)', receiver_info: '-2+3, "Ltd"\nLine two', status: 'draft' });
    const response = await stack.gateway.fetch('/api/documents/export.csv?sort=number', {
      headers: { authorization: `Bearer ${eve.token}` },
    });
    const lines = (await response.text()).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      `'+INV-1,invoice,"'=HYPERLINK(""http://evil.example"",""Click"")",2026-11-01,2026-12-01,USD,110.00,0.00,110.00,sent`,
    );
    expect(lines).toContain(
      `'@SUM(A1),invoice,"'-2+3, ""Ltd""",2026-11-01,2026-12-01,USD,110.00,0.00,110.00,draft`,
    );
  });

  it("never exports another owner's documents, and needs a session", async () => {
    const owner = stack.user();
    await save(owner, { invoice_number: 'MINE-1' });
    const stranger = stack.user();
    const response = await stack.gateway.fetch('/api/documents/export.csv', {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(await response.text()).toBe(
      'Number,Type,Client,Issue date,Due date,Currency,Total,Paid,Balance,Status\r\n',
    );
    expect((await stack.gateway.fetch('/api/documents/export.csv')).status).toBe(401);
    expect(
      (
        await stack.gateway.fetch('/api/documents/export.csv?payment=late', {
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).status,
    ).toBe(400);
  });
});
