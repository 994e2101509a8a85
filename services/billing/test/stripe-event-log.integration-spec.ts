import type { INestMicroservice } from '@nestjs/common';
import { getModelToken } from '@paydraft/nest-kit';
import { startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import { billingDefinition } from '../src/billing.definition';
import { STRIPE_EVENT_MODEL, type StripeEventRecord } from '../src/webhooks/stripe-event.schema';
import { StripeEventLog } from '../src/webhooks/stripe-event-log';

/** The once-per-event-id record, against the real store: what makes a replay do nothing. */
describe('StripeEventLog', () => {
  let billing: INestMicroservice;
  let log: StripeEventLog;
  let records: Model<StripeEventRecord>;

  beforeAll(async () => {
    billing = await startTestService(billingDefinition, { MONGO_DB_NAME: uniqueDbName('billing') });
    log = billing.get(StripeEventLog);
    records = billing.get(getModelToken(STRIPE_EVENT_MODEL));
  });
  afterAll(() => billing.close());

  it('lets one of two racing deliveries claim an event; the other hears it is in progress', async () => {
    const claims = await Promise.all([
      log.claim('evt_race', 'invoice.paid'),
      log.claim('evt_race', 'invoice.paid'),
    ]);
    expect(claims.sort()).toEqual(['claimed', 'in-progress']);
  });

  it('answers done for an event handled before', async () => {
    expect(await log.claim('evt_done', 'invoice.paid')).toBe('claimed');
    await log.done('evt_done');
    expect(await log.claim('evt_done', 'invoice.paid')).toBe('done');
  });

  it('a released claim (handling failed) is claimed afresh by the next delivery', async () => {
    expect(await log.claim('evt_failed', 'invoice.paid')).toBe('claimed');
    await log.release('evt_failed');
    expect(await log.claim('evt_failed', 'invoice.paid')).toBe('claimed');
  });

  it('takes over a claim whose delivery died mid-way, once its lease has lapsed', async () => {
    expect(await log.claim('evt_stale', 'invoice.paid')).toBe('claimed');
    expect(await log.claim('evt_stale', 'invoice.paid')).toBe('in-progress');
    await records.updateOne({ _id: 'evt_stale' }, { $set: { claimedAt: new Date(Date.now() - 61_000) } });
    expect(await log.claim('evt_stale', 'invoice.paid')).toBe('claimed');
    expect(await log.claim('evt_stale', 'invoice.paid')).toBe('in-progress');
  });
});
