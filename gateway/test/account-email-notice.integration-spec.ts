import { AuthEvents } from '@paydraft/contracts';
import { eventually } from '@paydraft/nest-kit/testing';
import { ServiceStores } from './account-stores';
import { AuthClient, listenFor, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

describe('a changed sign-in email', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);
  let stores: ServiceStores;
  let links: Awaited<ReturnType<typeof listenFor<typeof AuthEvents.emailChangeRequested.payload>>>;

  beforeAll(async () => {
    await gateway.start(['auth', 'mailer']);
    stores = new ServiceStores(gateway, ['mailer']);
    links = await listenFor(AuthEvents.emailChangeRequested);
  });
  afterAll(async () => {
    await links.close();
    await stores.close();
    await gateway.stop();
  });

  it('is told to the old address, with the new one and where to get help', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);
    const newEmail = newAccount().email;
    expect((await auth.post('change-email', { newEmail }, token)).status).toBe(200);
    const link = await eventually(async () => links.received.find((event) => event.newEmail === newEmail));
    expect((await auth.post('confirm-email-change', { token: link.token })).status).toBe(200);

    const notice = await eventually(async () =>
      (await stores.rows()).find(({ row }) => row.kind === 'email-changed' && row.to === account.email),
    );
    expect(notice.row.subject).toBe('Your Paydraft sign-in email was changed');
    expect(notice.row.text).toContain(`Your sign-in email was changed to ${newEmail}.`);
    expect(notice.row.text).toContain('contact us');
    expect(notice.row.text).toMatch(/Get help: http\S+\/contact\n/);
  });
});
