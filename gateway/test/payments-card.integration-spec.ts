import { fromBinary } from '@bufbuild/protobuf';
import {
  DocumentsEvents,
  DocumentsRpc,
  EVENTS_STREAM,
  PaymentRecordedSchema,
  type PaymentRecorded,
} from '@paydraft/contracts';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import { DocumentsStack, type TestUser } from './documents-stack';

/**
 * The documents' side of pay now, called over NATS as billing calls it after a verified Connect webhook
 * (the tests' client may call any subject): card payments once per Checkout session, refunds as negative
 * card payments, and the public payable of a shared invoice.
 */
describe('card payments: documents.record-card-payment, record-card-refund, payable', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let nats: NatsConnection;
  const published: PaymentRecorded[] = [];

  beforeAll(async () => {
    await stack.start();
    nats = await connectTestClient('card-payments-test');
    // Read from the stream, as the mailer does: a replay's event again is one event there (its id).
    const consumer = await nats.jetstream().consumers.get(EVENTS_STREAM, {
      filterSubjects: [DocumentsEvents.paymentRecorded.subject],
    });
    void (async () => {
      for await (const message of await consumer.consume()) {
        published.push(fromBinary(PaymentRecordedSchema, message.data));
      }
    })();
  });
  afterAll(async () => {
    await nats.drain();
    await stack.stop();
  });
  beforeEach(() => {
    ada = stack.user();
  });

  /** Ada's sent invoice of 110.00 USD, with its share token. */
  async function sentInvoice(body: Record<string, unknown> = {}) {
    const invoice = (await ada.saveInvoice({ status: 'sent', ...body })).body.data;
    const shared = await ada.call('POST', `/api/documents/invoice/${invoice.id}/share`);
    return { invoice, token: String(shared.body.data.token) };
  }

  const cardPayment = (invoiceId: string, overrides: Record<string, unknown> = {}) =>
    stack.rpc.request(DocumentsRpc.recordCardPayment, {
      ownerId: ada.id,
      invoiceId,
      amount: '110.00',
      currency: 'usd',
      checkoutSessionId: 'cs_test_1',
      paymentIntentId: 'pi_test_1',
      payerEmail: 'payer@example.com',
      stripeEventId: 'evt_1',
      ...overrides,
    });

  it('records one card payment for a session replayed 10 times at once, and the invoice is paid', async () => {
    const { invoice } = await sentInvoice();

    const replies = await Promise.all(Array.from({ length: 10 }, () => cardPayment(invoice.id)));

    expect(replies.filter((reply) => !reply.duplicate)).toHaveLength(1);
    const read = (await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data;
    expect(read).toMatchObject({ status: 'paid', amount_paid: '110.00', balance_due: '0.00' });
    expect(read.payments).toEqual([
      expect.objectContaining({ amount: '110.00', currency: 'USD', method: 'card', source: 'stripe' }),
    ]);
  });

  it("tells the mailer once per card payment: a receipt to the payer, else to the buyer, from the owner's business", async () => {
    await ada.call('POST', '/api/form-preferences', {
      business_name: 'Ada Studio',
      business_email: 'ada@studio.test',
    });
    const { invoice } = await sentInvoice({ buyer: { name: 'Engines Ltd', email: 'ap@engines.test' } });
    await cardPayment(invoice.id, { amount: '10.00' });
    await cardPayment(invoice.id, { amount: '10.00' });
    await cardPayment(invoice.id, { amount: '20.00', checkoutSessionId: 'cs_test_2', payerEmail: '' });
    // The last event: every one before it is in the stream by then.
    await cardPayment(invoice.id, { amount: '1.00', checkoutSessionId: 'cs_test_3' });

    const events = await eventually(async () => {
      const mine = published.filter((event) => event.invoiceId === invoice.id);
      return mine.some((event) => event.amount === '1.00') ? mine.slice(0, -1) : undefined;
    });
    expect(events).toEqual([
      expect.objectContaining({
        ownerId: ada.id,
        invoiceNumber: invoice.document_number,
        amount: '10.00',
        currency: 'USD',
        method: 'card',
        source: 'stripe',
        balanceDue: '100.00',
        sendReceipt: true,
        receiptEmail: 'payer@example.com',
        businessName: 'Ada Studio',
        businessEmail: 'ada@studio.test',
      }),
      expect.objectContaining({ amount: '20.00', balanceDue: '80.00', receiptEmail: 'ap@engines.test' }),
    ]);
  });

  it('keeps a card payment from being deleted by hand: a refund in Stripe undoes it, and a replay stays one', async () => {
    const { invoice } = await sentInvoice();
    const card = (await cardPayment(invoice.id)).invoice!.payments[0];

    const refused = await ada.call('DELETE', `/api/documents/invoice/${invoice.id}/payments/${card.id}`);
    expect(refused).toMatchObject({ status: 422, body: { code: 'documents.payment_not_accepted' } });
    expect(await cardPayment(invoice.id)).toMatchObject({ duplicate: true });
  });

  it('records a card payment above the balance (the money moved) and keeps needs_review', async () => {
    const { invoice } = await sentInvoice();
    const reply = await cardPayment(invoice.id, { amount: '150.00', needsReview: true });
    expect(reply.invoice).toMatchObject({ status: 'paid', amountPaid: '150.00', balanceDue: '0.00' });
    expect(reply.invoice?.payments[0]).toMatchObject({ needsReview: true });
  });

  it("answers 404 for another owner's invoice: the owner comes with the request", async () => {
    const { invoice } = await sentInvoice();
    await expect(cardPayment(invoice.id, { ownerId: stack.user().id })).rejects.toMatchObject({
      reason: 'documents.not_found',
    });
  });

  it('records a refund as a negative card payment once per event, and the status follows', async () => {
    const { invoice } = await sentInvoice();
    await cardPayment(invoice.id);
    const refund = (amountRefunded: string, stripeEventId: string) =>
      stack.rpc.request(DocumentsRpc.recordCardRefund, {
        ownerId: ada.id,
        paymentIntentId: 'pi_test_1',
        amountRefunded,
        currency: 'usd',
        stripeEventId,
      });

    const partial = await refund('10.00', 'evt_refund_1');
    expect(await refund('10.00', 'evt_refund_1')).toMatchObject({ duplicate: true });
    const whole = await refund('110.00', 'evt_refund_2');

    expect(partial.invoice).toMatchObject({ status: 'partially_paid', balanceDue: '10.00' });
    expect(whole.invoice).toMatchObject({ status: 'sent', amountPaid: '0.00', balanceDue: '110.00' });
    expect(whole.invoice?.payments.map((payment) => payment.amount)).toEqual(['110.00', '-10.00', '-100.00']);
    await expect(
      stack.rpc.request(DocumentsRpc.recordCardRefund, {
        ownerId: stack.user().id,
        paymentIntentId: 'pi_test_1',
        amountRefunded: '110.00',
        currency: 'usd',
        stripeEventId: 'evt_refund_3',
      }),
    ).rejects.toMatchObject({ reason: 'documents.not_found' });
  });

  it('answers what a shared invoice would charge, and nothing due once it is paid', async () => {
    const { invoice, token } = await sentInvoice({
      buyer: { name: 'Engines Ltd', email: 'ap@engines.test' },
    });

    expect(await stack.rpc.request(DocumentsRpc.payable, { token })).toMatchObject({
      ownerId: ada.id,
      invoiceId: invoice.id,
      invoiceNumber: invoice.document_number,
      balanceDue: '110.00',
      currency: 'USD',
      buyerEmail: 'ap@engines.test',
    });
    await cardPayment(invoice.id);
    await expect(stack.rpc.request(DocumentsRpc.payable, { token })).rejects.toMatchObject({
      reason: 'documents.nothing_due',
    });
    const byHand = await sentInvoice({ status: 'paid' });
    await expect(stack.rpc.request(DocumentsRpc.payable, { token: byHand.token })).rejects.toMatchObject({
      reason: 'documents.nothing_due',
    });
    await expect(stack.rpc.request(DocumentsRpc.payable, { token: 'x'.repeat(32) })).rejects.toMatchObject({
      reason: 'documents.not_found',
    });
  });
});
