import type { INestMicroservice } from '@nestjs/common';
import { MONGO_CONNECTION } from '@paydraft/nest-kit';
import {
  monitoredMongoUrl,
  startTestService,
  storeWritesDuring,
  testEnv,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { billingDefinition } from '../src/billing.definition';
import { LifetimePurchasesService } from '../src/lifetime/lifetime-purchases.service';
import { StripeEventLog } from '../src/webhooks/stripe-event-log';

const MAJORITY = { w: 'majority', j: true };

/**
 * Billing's store is all money (docs/operations/mongodb.md): what Stripe said was paid, and which of
 * its events were handled. Every write asks a majority, journaled, whatever the cluster's default.
 */
/** nest-kit's collections of events handled and stored for publishing. */
const EVENT_BOOKKEEPING = ['processed_events', 'event_outbox'];

describe('billing: the write concern of money', () => {
  let billing: INestMicroservice;
  let connection: Connection;

  beforeAll(async () => {
    billing = await startTestService(billingDefinition, {
      MONGO_DB_NAME: uniqueDbName('billing'),
      MONGO_URL: monitoredMongoUrl(testEnv().MONGO_URL as string),
    });
    connection = billing.get<Connection>(MONGO_CONNECTION);
  });
  afterAll(() => billing.close());

  it('claims and finishes a Stripe event, and records what it paid, with majority', async () => {
    const eventId = `evt_${randomUUID()}`;
    const paymentIntentId = `pi_${randomUUID()}`;
    const log = billing.get(StripeEventLog);
    const purchases = billing.get(LifetimePurchasesService);

    const writes = await storeWritesDuring(connection, async () => {
      expect(await log.claim(eventId, 'checkout.session.completed')).toBe('claimed');
      await purchases.recordPaid({
        paymentIntentId,
        userId: 'user-1',
        amount: 9900,
        currency: 'usd',
        created: 1,
      });
      await purchases.recordRefunded(paymentIntentId, 'user-1');
      await log.done(eventId);
    });

    // The run's NATS is shared: an event another test publishes (a deleted account) may reach this
    // billing meanwhile, and its consumer's bookkeeping is no write of this flow.
    const ofThisFlow = writes.filter(({ collection }) => !EVENT_BOOKKEEPING.includes(collection));
    expect(ofThisFlow.map(({ collection, writeConcern }) => ({ collection, writeConcern }))).toEqual([
      { collection: 'stripe_events', writeConcern: MAJORITY },
      { collection: 'lifetime_purchases', writeConcern: MAJORITY },
      { collection: 'lifetime_purchases', writeConcern: MAJORITY },
      { collection: 'stripe_events', writeConcern: MAJORITY },
    ]);
    expect(await purchases.ofUser('user-1')).toEqual([
      expect.objectContaining({ _id: paymentIntentId, paid: true, refunded: true }),
    ]);
  });
});
