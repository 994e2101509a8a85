import { AuthEvents } from '@paydraft/contracts';
import { EventPublisher } from '@paydraft/nest-kit';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import sharp from 'sharp';
import { newAccount } from './auth-client';
import { BillingStack } from './billing-stack';
import { ServiceStores } from './account-stores';

const ERASING = ['auth', 'documents', 'clients', 'billing', 'mailer'] as const;

describe('DELETE /api/account', () => {
  const stack = new BillingStack();
  let stores: ServiceStores;
  let nats: NatsConnection;

  beforeAll(async () => {
    await stack.start();
    await stack.gateway.startService('clients');
    await stack.gateway.startService('mailer');
    stores = new ServiceStores(stack.gateway, ERASING);
    nats = await connectTestClient('account-delete-test');
  }, 60_000);
  afterAll(async () => {
    await nats.drain();
    await stores.close();
    await stack.stop();
  });

  const call = (method: string, path: string, token: string, body?: unknown) =>
    stack.gateway.fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The fields of the answers the tests read. */
  type Body = { user: { id: string }; data: { id: string; token?: string }; code?: string };
  const json = async (response: Response) => (await response.json()) as Body;

  /** A Pro subscriber with a bit of everything: preferences, logo, client, invoice, share link, a send. */
  async function busyOwner() {
    const account = newAccount();
    const token = await stack.auth.signedUp(account);
    await stack.pay(await stack.checkoutUrl(token, 'pro'));
    await stack.webhooksSettled();
    const userId = (await json(await call('GET', '/api/auth/me', token))).user.id as string;
    expect((await call('POST', '/api/form-preferences', token, { business_name: 'Ada Studio' })).status).toBe(
      200,
    );
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a5ac8' } })
      .png()
      .toBuffer();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const logo = await stack.gateway.fetch('/api/upload/logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(logo.status).toBe(200);
    const client = await json(await call('POST', '/api/clients', token, { business_name: 'Engines Ltd' }));
    const invoice = await json(
      await call('POST', '/api/documents/invoice', token, {
        sender_info: 'Ada Studio',
        receiver_info: 'Engines Ltd',
        client_id: client.data.id,
        issue_date: '2026-11-01',
        due_date: '2026-12-01',
        currency: 'USD',
        items: [{ description: 'Design', qty: 2, price: 50 }],
        tax_rate: 10,
      }),
    );
    const invoiceId = invoice.data.id as string;
    const share = await json(await call('POST', `/api/documents/invoice/${invoiceId}/share`, token));
    const shareToken = String(share.data.token);
    const sent = await call('POST', '/api/send-email/send-document', token, {
      documentId: invoiceId,
      documentType: 'invoice',
      recipient: 'client@example.com',
    });
    expect(sent.status).toBe(200);
    return { account, token, userId, shareToken };
  }

  /** Until no row holds the user id; on time-out, says which rows are left. */
  async function erased(userId: string) {
    try {
      await eventually(async () => ((await stores.holding(userId)).length === 0 ? true : undefined), 20_000);
    } catch {
      const left = (await stores.holding(userId)).map(
        ({ service, collection, row }) => `${service}.${collection}: ${JSON.stringify(row)}`,
      );
      throw new Error(`still holding ${userId}:\n${left.join('\n')}`);
    }
  }

  const sharedStatus = async (shareToken: string) =>
    (await stack.gateway.fetch(`/api/documents/invoice/${shareToken}`)).status;

  it('refuses a wrong password with a coded 400 and keeps the account', async () => {
    const account = newAccount();
    const token = await stack.auth.signedUp(account);
    const wrong = await call('DELETE', '/api/account', token, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ code: 'auth.wrong_password' });
    const empty = await call('DELETE', '/api/account', token, {});
    expect(empty.status).toBe(400);
    expect((await json(empty)).code).toEqual(expect.any(String));
    const typedOnly = await call('DELETE', '/api/account', token, { confirm: 'DELETE' });
    expect(typedOnly.status).toBe(400);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
    const anonymous = await stack.gateway.fetch('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: account.password }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 202, ends the token at once, and leaves the user id in no collection of any service', async () => {
    const { account, token, userId, shareToken } = await busyOwner();
    const subscription = (await stores.holding(userId)).find((row) => row.collection === 'subscriptions')!;
    expect(subscription).toBeDefined();
    expect(await sharedStatus(shareToken)).toBe(200);

    const deleted = await call('DELETE', '/api/account', token, { password: account.password });
    expect(deleted.status).toBe(202);
    expect(await json(deleted)).toEqual({ success: true });
    expect((await call('GET', '/api/auth/me', token)).status).toBe(401);
    expect((await call('GET', '/api/account/export', token)).status).toBe(401);
    expect(
      (await stack.auth.post('login', { emailOrUsername: account.email, password: account.password })).status,
    ).toBe(401);

    await erased(userId);
    expect(await sharedStatus(shareToken)).toBe(404);

    const stripeSubscription = await stack.stripe.subscriptions.retrieve(String(subscription.row._id));
    expect(stripeSubscription.cancel_at_period_end).toBe(true);
    expect(stripeSubscription.status).not.toBe('canceled');

    // The address is left only in the confirmation mail itself, and in the count of the sign-in tried
    // above after the deletion, which counts like any unknown name's for its window.
    const mails = await eventually(async () => {
      const rows = (await stores.holding(account.email)).filter((row) => row.collection !== 'login_failures');
      return rows.some((row) => row.row.kind === 'account-deleted') ? rows : undefined;
    });
    expect(mails.map(({ collection, row }) => [collection, row.kind, row.to])).toEqual([
      ['outbox', 'account-deleted', account.email],
    ]);
    expect(String(mails[0]!.row.text)).toContain('Your Paydraft account was deleted');

    // Handled again (a second delivery of the erasure), every service finds nothing left to do.
    const againId = await new EventPublisher(nats).publish(AuthEvents.userDeleted, {
      userId,
      email: account.email,
    });
    await eventually(async () => {
      const done = (await stores.rows()).filter(
        ({ collection, row }) =>
          collection === 'processed_events' && row._id === againId && row.state === 'done',
      );
      return done.length === ERASING.length ? true : undefined;
    }, 20_000);
    expect(await stores.holding(userId)).toEqual([]);
  }, 90_000);

  it('deletes an account without a password on the typed confirmation', async () => {
    const account = newAccount();
    const token = await stack.auth.signedUp(account);
    const userId = (await json(await call('GET', '/api/auth/me', token))).user.id as string;
    // A Google-only account has no password hash: remove it as such an account would be stored.
    const users = stores['connection'].useDb(stack.gateway.databaseOf('auth')).collection('users');
    await users.updateOne({ _id: userId as never }, { $unset: { passwordHash: 1 } });

    const refused = await call('DELETE', '/api/account', token, { confirm: 'delete' });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 'auth.delete_not_confirmed' });
    expect((await call('DELETE', '/api/account', token, { confirm: 'DELETE' })).status).toBe(202);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(401);
    await erased(userId);
  }, 60_000);
});
