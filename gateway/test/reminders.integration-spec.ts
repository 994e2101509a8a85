import { fromBinary } from '@bufbuild/protobuf';
import {
  DocumentsEvents,
  ReminderMailRequestedSchema,
  type ReminderMailRequested,
} from '@paydraft/contracts';
import { shiftDate } from '@paydraft/invoice-core';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import { startStripeSim, type StripeSim } from '../../infra/stripe-sim/src/stripe-sim-server';
import { DocumentsStack, type DocumentJson, type TestUser } from './documents-stack';

const WEBHOOK_SECRET = 'whsec_reminders_tests_only';

type ActivityJson = { action: string; reminder: number; created_at: string };

const RULES = [
  { days: 3, anchor: 'before_due' },
  { days: 0, anchor: 'on_due' },
  { days: 7, anchor: 'after_due' },
];

/**
 * Reminders driven by the development clock (docs/reminders.md): 1-3 on their days at 09:00 in the
 * owner's zone, then a repeat; the late fee once; none after a payment, none for `reminders: []`; a
 * quote's one reminder before its 'Valid until'.
 */
describe('reminders on the development clock', () => {
  const stack = new DocumentsStack();
  const mails: ReminderMailRequested[] = [];
  let nats: NatsConnection;
  let ada: TestUser;
  let sim: StripeSim;

  beforeAll(async () => {
    // The clock moves billing's Stripe simulator too; billing also says whether the owner takes cards.
    sim = await startStripeSim({ webhookUrl: 'http://127.0.0.1:9/unused', webhookSecret: WEBHOOK_SECRET });
    await stack.start();
    await stack.gateway.startService('billing', {
      STRIPE_SECRET_KEY: 'sk_test_simulator',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: sim.url,
    });
    nats = await connectTestClient('reminders-test');
    nats.subscribe(DocumentsEvents.reminderMailRequested.subject, {
      callback: (_error, message) => mails.push(fromBinary(ReminderMailRequestedSchema, message.data)),
    });
    await nats.flush();
    ada = stack.user();
  });
  afterAll(async () => {
    await nats.drain();
    await stack.stop();
    await sim.close();
  });

  const clockNow = async () => {
    const answer = await ada.call('GET', '/api/dev/clock');
    const body = answer.body as unknown as { now?: string; data?: { now?: string } };
    return new Date(body.data?.now ?? body.now ?? '');
  };
  /** Moves the clock to 10:00 UTC on `date` (an hour after the send hour), running the due work. */
  const advanceTo = async (date: string) => {
    const hours = Math.ceil((Date.parse(`${date}T10:00:00Z`) - (await clockNow()).getTime()) / 3_600_000);
    const advanced = await ada.call('POST', '/api/dev/clock/advance', { hours });
    expect(advanced.status).toBe(200);
  };

  const mailsOf = (document: DocumentJson) =>
    mails.filter((mail) => mail.documentId === document.id).map((mail) => mail.reminder);
  const remindersSent = async (document: DocumentJson) => {
    const answer = await ada.call(
      'GET',
      `/api/dashboard/recent-activity?document_id=${document.id}&limit=50`,
    );
    return (answer.body.data.activities as unknown as ActivityJson[])
      .filter((activity) => activity.action === 'reminder_sent')
      .map((activity) => [activity.reminder, activity.created_at.slice(0, 10)])
      .reverse();
  };

  it('sends reminders 1-3 on their days and a repeat, adds the late fee once, and stops after a payment', async () => {
    const saved = await ada.call('POST', '/api/form-preferences', {
      business_name: 'Ada Studio',
      business_email: 'ada@example.com',
      reminders: RULES,
      reminder_repeat_days: 2,
      reminder_max_repeats: 1,
      late_fee: { type: 'fixed', value: '25' },
      quote_reminder_days: 3,
      time_zone: 'Europe/Berlin',
    });
    expect(saved.status).toBe(200);
    const clientId = await ada.client('Engines Ltd', { businessEmail: 'billing@engines.test' });
    const today = (await clockNow()).toISOString().slice(0, 10);
    const due = shiftDate(today, 5);
    const invoice = async (body: Record<string, unknown> = {}) =>
      (
        await ada.saveInvoice({
          client_id: clientId,
          status: 'sent',
          issue_date: today,
          due_date: due,
          // Untaxed, so the late fee shows as itself (a document-wide tax rate would tax it like any line).
          tax_rate: 0,
          ...body,
        })
      ).body.data;
    const reminded = await invoice();
    const paidEarly = await invoice();
    const own = await invoice({ reminders: [{ days: 1, anchor: 'after_due' }] });
    const none = await invoice({ reminders: [] });
    const draft = await invoice({ status: 'draft' });
    const quote = (
      await ada.saveQuote({
        client_id: clientId,
        status: 'sent',
        issue_date: today,
        expiry_date: due,
        tax_rate: 0,
      })
    ).body.data;

    await advanceTo(shiftDate(due, -3));
    await eventually(async () => (mailsOf(quote).length === 1 ? true : undefined));
    expect([mailsOf(reminded), mailsOf(paidEarly), mailsOf(own), mailsOf(none), mailsOf(draft)]).toEqual([
      [1],
      [1],
      [],
      [],
      [],
    ]);
    expect(mails.find((mail) => mail.documentId === quote.id)).toMatchObject({
      documentType: 'quote',
      reminder: 1,
      balanceDue: '100.00',
      dueDate: due,
      daysLate: -3,
      recipient: 'billing@engines.test',
      mailId: `reminder:${quote.id}:1`,
    });
    const first = mails.find((mail) => mail.documentId === reminded.id)!;
    expect(first).toMatchObject({
      mailId: `reminder:${reminded.id}:1`,
      documentType: 'invoice',
      documentNumber: reminded.document_number,
      recipient: 'billing@engines.test',
      balanceDue: '100.00',
      currency: 'USD',
      dueDate: due,
      daysLate: -3,
      payNow: false,
      lateFee: '',
      businessName: 'Ada Studio',
      businessEmail: 'ada@example.com',
    });
    expect(first.token).toMatch(/\S{16,}/);

    const payment = await ada.call('POST', `/api/documents/invoice/${paidEarly.id}/payments`, {
      amount: '100.00',
      method: 'bank_transfer',
    });
    expect(payment.status).toBe(201);

    await advanceTo(due);
    await advanceTo(shiftDate(due, 1));
    await advanceTo(shiftDate(due, 3));
    await advanceTo(shiftDate(due, 7));
    await advanceTo(shiftDate(due, 9));
    await advanceTo(shiftDate(due, 30));

    expect(mailsOf(reminded)).toEqual([1, 2, 3, 4]);
    expect(await remindersSent(reminded)).toEqual([
      [1, shiftDate(due, -3)],
      [2, due],
      [3, shiftDate(due, 7)],
      [4, shiftDate(due, 9)],
    ]);
    expect(mails.filter((mail) => mail.documentId === reminded.id).map((mail) => mail.lateFee)).toEqual([
      '',
      '',
      '25.00',
      '',
    ]);
    expect(mails.find((mail) => mail.mailId === `reminder:${reminded.id}:3`)).toMatchObject({
      balanceDue: '125.00',
      daysLate: 7,
    });
    const read = (await ada.call('GET', `/api/documents/invoice/${reminded.id}`)).body.data;
    const items = read.items as Array<{ description: string; price: string }>;
    expect(items.filter((item) => item.description === 'Late fee')).toEqual([
      expect.objectContaining({ description: 'Late fee', price: '25.00' }),
    ]);
    expect(read).toMatchObject({ total_amount: '125.00', balance_due: '125.00' });

    expect(mailsOf(paidEarly)).toEqual([1]);
    expect(await remindersSent(paidEarly)).toEqual([[1, shiftDate(due, -3)]]);
    const paidRead = (await ada.call('GET', `/api/documents/invoice/${paidEarly.id}`)).body.data;
    expect(paidRead).toMatchObject({ status: 'paid', total_amount: '100.00' });

    // Its own single rule (1 day after), then the owner's repeat; its late fee with the first.
    expect(mailsOf(own)).toEqual([1, 2]);
    expect(await remindersSent(own)).toEqual([
      [1, shiftDate(due, 1)],
      [2, shiftDate(due, 3)],
    ]);
    expect(mailsOf(none)).toEqual([]);
    expect(await remindersSent(none)).toEqual([]);
    expect(mailsOf(draft)).toEqual([]);
    expect(mailsOf(quote)).toEqual([1]);
  });
});
