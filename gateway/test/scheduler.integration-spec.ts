import { addDays, format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { testEnv } from '@paydraft/nest-kit/testing';
import mongoose from 'mongoose';
import { DocumentsStack, type DocumentJson, type TestUser } from './documents-stack';

type Activity = { action: string; status: string; created_at: string };

/**
 * The scheduler driven by the development clock (DEV_CLOCK=on in the tests): quote expiry and the
 * overdue sweep, through the gateway, as a person running `npm start` would see them.
 */
describe('scheduler with the development clock', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start(['documents', 'clients', 'billing']);
    ada = stack.user();
  });
  afterAll(() => stack.stop());

  type ClockData = { now: string; actions_run: number };
  const clockNow = async () => {
    const answer = (await (await stack.gateway.fetch('/api/dev/clock')).json()) as { data: ClockData };
    return new Date(answer.data.now);
  };
  const dayFromClock = async (days: number) =>
    format(addDays(await clockNow(), days), 'yyyy-MM-dd', { in: tz('UTC') });
  const advance = async (body: Record<string, number>) => {
    const response = await stack.gateway.fetch('/api/dev/clock/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ClockData }).data;
  };
  const read = async (type: string, id: string) =>
    (await ada.call('GET', `/api/documents/${type}/${id}`)).body.data;
  const timeline = async (id: string) =>
    (await ada.call('GET', `/api/dashboard/recent-activity?document_id=${id}`)).body.data
      .activities as unknown as Activity[];
  /** The owner's time zone as the preferences keep it (`time_zone` in the API). */
  const storeTimeZone = async (ownerId: string, timeZone: string) => {
    const connection = await mongoose.createConnection(testEnv().MONGO_URL as string).asPromise();
    try {
      await connection
        .useDb(stack.gateway.databaseOf('documents'))
        .collection('form_preferences')
        .updateOne({ _id: ownerId as never }, { $set: { timeZone } }, { upsert: true });
    } finally {
      await connection.close();
    }
  };
  const quote = async (status: string, validUntil: string): Promise<DocumentJson> =>
    (await ada.saveQuote({ status, due_or_expiry_date: validUntil })).body.data;

  it("expires a sent quote once its 'Valid until' passed, exactly once, and leaves decided and draft quotes", async () => {
    const sent = await quote('sent', await dayFromClock(1));
    const viewed = await quote('viewed', await dayFromClock(1));
    const draft = await quote('draft', await dayFromClock(1));
    const accepted = await ada.decidedQuote('accepted', { due_or_expiry_date: await dayFromClock(1) });
    // Valid through tomorrow: an hour on, it is still open.
    await advance({ hours: 1 });
    expect((await read('quote', sent.id)).status).toBe('sent');

    const moved = await advance({ days: 2 });

    expect(moved.actions_run).toBeGreaterThanOrEqual(2);
    expect((await read('quote', sent.id)).status).toBe('expired');
    expect((await read('quote', viewed.id)).status).toBe('expired');
    expect((await read('quote', draft.id)).status).toBe('draft');
    expect((await read('quote', accepted.id)).status).toBe('accepted');
    const entries = (await timeline(sent.id)).filter((entry) => entry.action === 'expired');
    expect(entries).toHaveLength(1);
    expect(entries[0].status).toBe('expired');
    // At the scheduler's time, which the clock moved: after the quote's last day.
    expect(Date.parse(entries[0].created_at)).toBeGreaterThan(
      Date.parse(`${await dayFromClock(-1)}T00:00:00Z`),
    );

    const again = await advance({ days: 2 });

    expect(again.actions_run).toBe(0);
    expect((await timeline(sent.id)).filter((entry) => entry.action === 'expired')).toHaveLength(1);
    expect((await read('quote', accepted.id)).status).toBe('accepted');
  });

  it("expires by the owner's time zone: the day after 'Valid until' there, not in UTC", async () => {
    // Between 10:00 and 24:00 UTC, Kiritimati (UTC+14) is a day ahead of UTC.
    const hour = Number(format(await clockNow(), 'H', { in: tz('UTC') }));
    if (hour < 10) await advance({ hours: 11 - hour });
    if (hour === 23) await advance({ hours: 12 });
    const ahead = stack.user();
    const utcToday = await dayFromClock(0);
    const there = (await ahead.saveQuote({ status: 'sent', due_or_expiry_date: utcToday })).body.data;
    const here = (await ada.saveQuote({ status: 'sent', due_or_expiry_date: utcToday })).body.data;
    await storeTimeZone(ahead.id, 'Pacific/Kiritimati');

    await advance({ hours: 1 / 60 });

    expect((await ahead.call('GET', `/api/documents/quote/${there.id}`)).body.data.status).toBe('expired');
    expect((await read('quote', here.id)).status).toBe('sent');
  });

  it("marks an invoice past its due date with a balance overdue, with 'marked_overdue' in its timeline", async () => {
    const late = (await ada.saveInvoice({ status: 'sent', due_date: await dayFromClock(1) })).body.data;
    const paid = (await ada.saveInvoice({ status: 'sent', due_date: await dayFromClock(1) })).body.data;
    await ada.call('POST', `/api/documents/invoice/${paid.id}/payments`, {
      amount: '110.00',
      method: 'cash',
    });
    expect((await read('invoice', late.id)).status).toBe('sent');

    await advance({ days: 3 });

    expect((await read('invoice', late.id)).status).toBe('overdue');
    expect((await read('invoice', paid.id)).status).toBe('paid');
    const marked = (await timeline(late.id)).filter((entry) => entry.action === 'marked_overdue');
    expect(marked).toHaveLength(1);
    expect(marked[0].status).toBe('overdue');
    await advance({ days: 1 });
    expect((await timeline(late.id)).filter((entry) => entry.action === 'marked_overdue')).toHaveLength(1);
  });
});
