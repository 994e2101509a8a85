import { fromBinary } from '@bufbuild/protobuf';
import { DocumentsEvents, PaymentRecordedSchema, type PaymentRecorded } from '@paydraft/contracts';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import { DocumentsStack, type DocumentJson, type TestUser } from './documents-stack';

type PaymentJson = { id: string; amount: string; currency: string; method: string; date: string };

/** The owner's payments of invoices: POST/DELETE /api/documents/invoice/{id}/payments. */
describe('payments: /api/documents/invoice/{id}/payments', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let nats: NatsConnection;
  const published: PaymentRecorded[] = [];

  beforeAll(async () => {
    await stack.start();
    nats = await connectTestClient('payments-test');
    nats.subscribe(DocumentsEvents.paymentRecorded.subject, {
      callback: (_error, message) => published.push(fromBinary(PaymentRecordedSchema, message.data)),
    });
    await nats.flush();
  });
  afterAll(async () => {
    await nats.drain();
    await stack.stop();
  });
  beforeEach(() => {
    ada = stack.user();
  });

  /** Ada's invoice of 100.00 EUR (no tax), sent. */
  const sentInvoice = async (body: Record<string, unknown> = {}) =>
    (
      await ada.saveInvoice({
        currency: 'EUR',
        tax_rate: 0,
        items: [{ description: 'Design', qty: 1, price: 100 }],
        status: 'sent',
        ...body,
      })
    ).body.data;

  const pay = (user: TestUser, invoiceId: string, body: Record<string, unknown>) =>
    user.call('POST', `/api/documents/invoice/${invoiceId}/payments`, { method: 'bank_transfer', ...body });
  const recorded = (answer: { body: { data: unknown } }) =>
    answer.body.data as { invoice: DocumentJson; payment: PaymentJson; credit_note: DocumentJson | null };

  it('moves sent → partially_paid → paid with payments, and back on deleting them', async () => {
    const invoice = await sentInvoice();

    const first = await pay(ada, invoice.id, { amount: '20.00', date: '2026-11-20', reference: 'TRF-1' });
    expect(first.status).toBe(201);
    expect(recorded(first).invoice).toMatchObject({
      status: 'partially_paid',
      amount_paid: '20.00',
      balance_due: '80.00',
    });
    expect(recorded(first).payment).toMatchObject({
      amount: '20.00',
      currency: 'EUR',
      date: '2026-11-20',
      method: 'bank_transfer',
      reference: 'TRF-1',
      source: 'manual',
    });
    expect(recorded(first).credit_note).toBeNull();
    const second = await pay(ada, invoice.id, { amount: 80, method: 'cash' });
    expect(recorded(second).invoice).toMatchObject({
      status: 'paid',
      amount_paid: '100.00',
      balance_due: '0.00',
    });
    expect(recorded(second).payment.date).toBe(new Date().toISOString().slice(0, 10));

    const read = (await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data;
    expect((read.payments as PaymentJson[]).map((payment) => payment.amount)).toEqual(['20.00', '80.00']);

    const deleted = await ada.call(
      'DELETE',
      `/api/documents/invoice/${invoice.id}/payments/${recorded(second).payment.id}`,
    );
    expect(deleted).toMatchObject({
      status: 200,
      body: { data: { status: 'partially_paid', balance_due: '80.00' } },
    });
    const none = await ada.call(
      'DELETE',
      `/api/documents/invoice/${invoice.id}/payments/${recorded(first).payment.id}`,
    );
    expect(none.body.data).toMatchObject({
      status: 'sent',
      amount_paid: '0.00',
      balance_due: '100.00',
      payments: [],
    });
    const again = await ada.call(
      'DELETE',
      `/api/documents/invoice/${invoice.id}/payments/${recorded(first).payment.id}`,
    );
    expect(again).toMatchObject({ status: 404, body: { code: 'documents.payment_not_found' } });
  });

  it('refuses a payment above the balance, naming it, and makes the excess a credit note of an overpayment', async () => {
    const invoice = await sentInvoice();
    await pay(ada, invoice.id, { amount: '20' });

    const refused = await pay(ada, invoice.id, { amount: '100.00' });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'documents.payment_exceeds_balance',
        error: 'The payment is more than the balance due (80.00 EUR)',
      },
    });

    const over = await pay(ada, invoice.id, { amount: '100.00', overpayment: true });
    expect(over.status).toBe(201);
    expect(recorded(over).invoice).toMatchObject({
      status: 'paid',
      amount_paid: '120.00',
      balance_due: '0.00',
    });
    expect(recorded(over).credit_note).toMatchObject({
      document_type: 'credit_note',
      status: 'draft',
      currency: 'EUR',
      total_amount: '20.00',
      items: [{ description: `Overpayment of invoice ${invoice.document_number}`, qty: '1', price: '20.00' }],
      preceding_invoice: { id: invoice.id, number: invoice.document_number },
    });
  });

  it('asks the mailer for a receipt when the owner says so, to the address typed or else the buyer', async () => {
    await ada.call('POST', '/api/form-preferences', {
      business_name: 'Ada Studio',
      business_email: 'ada@studio.test',
    });
    const invoice = await sentInvoice({ buyer: { name: 'Engines Ltd', email: 'ap@engines.test' } });
    await pay(ada, invoice.id, { amount: '10', send_receipt: true, receipt_email: 'books@engines.test' });
    await pay(ada, invoice.id, { amount: '20', send_receipt: true, reference: 'TRF-2' });
    await pay(ada, invoice.id, { amount: '30' });

    const events = await eventually(async () => {
      const mine = published.filter((event) => event.invoiceId === invoice.id);
      return mine.length >= 3 ? mine : undefined;
    });
    expect(events).toEqual([
      expect.objectContaining({
        amount: '10.00',
        balanceDue: '90.00',
        source: 'manual',
        sendReceipt: true,
        receiptEmail: 'books@engines.test',
        businessName: 'Ada Studio',
        businessEmail: 'ada@studio.test',
      }),
      expect.objectContaining({
        amount: '20.00',
        reference: 'TRF-2',
        sendReceipt: true,
        receiptEmail: 'ap@engines.test',
      }),
      expect.objectContaining({ amount: '30.00', balanceDue: '40.00', sendReceipt: false }),
    ]);
  });

  it("answers 404 for another owner's invoice and records nothing on it", async () => {
    const invoice = await sentInvoice();
    const bob = stack.user();

    expect(await pay(bob, invoice.id, { amount: '10' })).toMatchObject({
      status: 404,
      body: { code: 'documents.not_found' },
    });
    expect(await pay(bob, 'not-an-id', { amount: '10' })).toMatchObject({ status: 404 });
    const paid = recorded(await pay(ada, invoice.id, { amount: '10' })).payment;
    expect(
      await bob.call('DELETE', `/api/documents/invoice/${invoice.id}/payments/${paid.id}`),
    ).toMatchObject({ status: 404, body: { code: 'documents.not_found' } });
    const read = (await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data;
    expect(read).toMatchObject({ amount_paid: '10.00', balance_due: '90.00' });
  });

  it.each([
    ['another currency', { amount: '10', currency: 'USD' }, 422, 'documents.payment_not_accepted'],
    ['an unknown method', { amount: '10', method: 'bitcoin' }, 400, 'request.invalid_body'],
    ['a zero amount', { amount: '0' }, 400, 'documents.invalid_input'],
    ['a negative amount', { amount: '-5' }, 400, 'documents.invalid_input'],
    ['more decimals than the currency has', { amount: '10.001' }, 400, 'documents.invalid_input'],
    ['an amount in words', { amount: 'ten' }, 400, 'documents.invalid_input'],
    ['a date that does not exist', { amount: '10', date: '2026-02-30' }, 400, 'documents.invalid_input'],
    ['a note too long', { amount: '10', note: 'x'.repeat(1001) }, 400, 'request.invalid_body'],
    [
      'a receipt email that is no address',
      { amount: '10', receipt_email: 'nobody' },
      400,
      'documents.invalid_recipient',
    ],
    ['no amount', {}, 400, 'request.invalid_body'],
  ])('refuses %s with %i %s', async (_name, body, status, code) => {
    const invoice = await sentInvoice();
    expect(await pay(ada, invoice.id, body)).toMatchObject({ status, body: { code } });
  });

  it('takes no payment on a cancelled invoice or a draft, and none on a quote', async () => {
    for (const status of ['cancelled', 'draft']) {
      const invoice = await sentInvoice({ status });
      expect(await pay(ada, invoice.id, { amount: '10' })).toMatchObject({
        status: 422,
        body: { code: 'documents.payment_not_accepted' },
      });
    }
    const quote = (await ada.saveQuote()).body.data;
    expect(await pay(ada, quote.id, { amount: '10' })).toMatchObject({ status: 404 });
  });

  it('owes nothing on an invoice marked paid by hand, and takes its payment up to the total', async () => {
    const invoice = await sentInvoice({ status: 'paid' });
    expect(invoice).toMatchObject({ amount_paid: '0.00', balance_due: '0.00', payments: [] });

    const paid = recorded(await pay(ada, invoice.id, { amount: '100.00' }));
    expect(paid.invoice).toMatchObject({ status: 'paid', amount_paid: '100.00', balance_due: '0.00' });
    expect(paid.credit_note).toBeNull();
  });

  it('keeps payments through an edit, where the balance follows the new total, and copies none', async () => {
    const invoice = await sentInvoice();
    await pay(ada, invoice.id, { amount: '100' });

    const edited = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, {
      ...invoice,
      due_date: invoice.due_or_expiry_date,
      items: [{ description: 'Design', qty: 1, price: 150 }],
      status: 'paid',
    });
    expect(edited.body.data).toMatchObject({
      status: 'partially_paid',
      total_amount: '150.00',
      amount_paid: '100.00',
      balance_due: '50.00',
    });
    expect(edited.body.data.payments).toHaveLength(1);

    const copy = (await ada.call('POST', `/api/documents/invoice/${invoice.id}/duplicate`)).body.data;
    expect(copy).toMatchObject({ status: 'draft', payments: [], amount_paid: '0.00', balance_due: '150.00' });
    const note = (await ada.call('POST', '/api/documents/credit_note', { invoice_id: invoice.id })).body.data;
    expect(note).toMatchObject({ payments: [], amount_paid: null, balance_due: null });
  });

  it('never shows the payments on the public view, and the feed says what happened', async () => {
    const invoice = await sentInvoice();
    const paid = recorded(await pay(ada, invoice.id, { amount: '30', note: 'Private note' })).payment;
    await ada.call('DELETE', `/api/documents/invoice/${invoice.id}/payments/${paid.id}`);

    const token = String(
      (await ada.call('POST', `/api/documents/invoice/${invoice.id}/share`)).body.data.token,
    );
    const shared = await stack.gateway.fetch(`/api/documents/invoice/${token}`);
    const text = await shared.text();
    expect(shared.status).toBe(200);
    expect(JSON.parse(text).data).not.toHaveProperty('payments');
    expect(text).not.toContain('Private note');

    const { activities } = (await ada.call('GET', '/api/dashboard/recent-activity')).body.data;
    expect(activities.slice(0, 2).map((activity) => activity.action)).toEqual([
      'payment_deleted',
      'payment_recorded',
    ]);
  });
});
