import { AuthClient, newAccount } from './auth-client';
import { FakeSiteverify } from './fake-siteverify';
import { GatewayFixture } from './gateway-fixture';

const BOT_CHECK_FAILED = 'Security verification failed. Please refresh the page and try again.';

const signupBody = (recaptchaToken: string) => {
  const account = newAccount();
  return { ...account, confirmPassword: account.password, agreeToTerms: true, recaptchaToken };
};

describe('the bot check on signup and the username check (RECAPTCHA_SECRET set)', () => {
  const fake = new FakeSiteverify()
    .set('person-signup', { success: true, action: 'signup', score: 0.9 })
    .set('person-check', { success: true, action: 'username_check', score: 0.9 })
    .set('bot', { success: true, action: 'signup', score: 0.1 })
    .set('slow', 'hang');
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(async () => {
    await fake.start();
    await gateway.start(['auth'], {
      RECAPTCHA_SECRET: fake.secret,
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_VERIFY_URL: fake.url,
      RECAPTCHA_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await gateway.stop();
    await fake.stop();
  });

  it('tells the page to render the widget', async () => {
    expect(await (await gateway.fetch('/api/config')).json()).toEqual({
      botCheck: { enabled: true, siteKey: 'site-key-for-tests' },
      google: { enabled: false },
    });
  });

  it("refuses signup with a failing, missing, low-scored or timed-out token with the spec's message", async () => {
    for (const token of ['forged', '', 'bot', 'slow', 'person-check']) {
      const response = await auth.post('signup', signupBody(token));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        error: BOT_CHECK_FAILED,
        code: 'auth.bot_check_failed',
      });
    }
  });

  it('creates the account with a passing token', async () => {
    const response = await auth.post('signup', signupBody('person-signup'));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it('answers the form rules before asking the bot check', async () => {
    const asked = fake.asked.length;
    const response = await auth.post('signup', { ...signupBody('person-signup'), agreeToTerms: false });
    expect(await response.json()).toMatchObject({ error: 'Please agree to the terms and conditions' });
    expect(fake.asked).toHaveLength(asked);
  });

  it('checks the username availability with its own action', async () => {
    const refused = await auth.get('check-username/freeName123?recaptchaToken=person-signup');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: BOT_CHECK_FAILED, code: 'auth.bot_check_failed' });

    const answered = await auth.get('check-username/freeName123?recaptchaToken=person-check');
    expect(await answered.json()).toEqual({ available: true, message: 'Username is available' });
  });
});

describe('the bot check off (no RECAPTCHA_SECRET)', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth']));
  afterAll(() => gateway.stop());

  it('tells the page to render no widget, and passes signup without a token', async () => {
    expect(await (await gateway.fetch('/api/config')).json()).toEqual({
      botCheck: { enabled: false, siteKey: null },
      google: { enabled: false },
    });
    expect((await auth.post('signup', signupBody(''))).status).toBe(201);
  });
});
