import { FakeSiteverify } from '../../../test/fake-siteverify';
import { BotCheckActions } from './bot-check-verifier';
import { OffBotCheckVerifier } from './off-bot-check.verifier';
import { RecaptchaBotCheckVerifier } from './recaptcha-bot-check.verifier';

describe('RecaptchaBotCheckVerifier against a fake siteverify', () => {
  const fake = new FakeSiteverify()
    .set('person', { success: true, action: 'signup', score: 0.9 })
    .set('borderline', { success: true, action: 'signup', score: 0.5 })
    .set('bot', { success: true, action: 'signup', score: 0.1 })
    .set('checker', { success: true, action: 'username_check', score: 0.9 })
    .set('no-score', { success: true, action: 'signup' })
    .set('slow', 'hang');
  const verifier = (overrides: Partial<ConstructorParameters<typeof RecaptchaBotCheckVerifier>[0]> = {}) =>
    new RecaptchaBotCheckVerifier({
      secret: fake.secret,
      verifyUrl: fake.url,
      minScore: 0.5,
      timeoutMs: 300,
      ...overrides,
    });

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('passes a token of a person doing the expected action, at or above the threshold', async () => {
    await expect(verifier().verify('person', BotCheckActions.SIGNUP)).resolves.toBe(true);
    await expect(verifier().verify('borderline', BotCheckActions.SIGNUP)).resolves.toBe(true);
    await expect(verifier().verify('checker', BotCheckActions.USERNAME_CHECK)).resolves.toBe(true);
  });

  it('fails a token siteverify does not accept, and one sent with the wrong secret', async () => {
    await expect(verifier().verify('forged', BotCheckActions.SIGNUP)).resolves.toBe(false);
    await expect(verifier({ secret: 'other' }).verify('person', BotCheckActions.SIGNUP)).resolves.toBe(false);
  });

  it('fails a token minted for another action', async () => {
    await expect(verifier().verify('checker', BotCheckActions.SIGNUP)).resolves.toBe(false);
    await expect(verifier().verify('person', BotCheckActions.USERNAME_CHECK)).resolves.toBe(false);
  });

  it('fails a score below the threshold, and an answer without a score', async () => {
    await expect(verifier().verify('bot', BotCheckActions.SIGNUP)).resolves.toBe(false);
    await expect(verifier({ minScore: 0.95 }).verify('person', BotCheckActions.SIGNUP)).resolves.toBe(false);
    await expect(verifier().verify('no-score', BotCheckActions.SIGNUP)).resolves.toBe(false);
  });

  it('fails closed when siteverify does not answer in time', async () => {
    const started = Date.now();
    await expect(verifier({ timeoutMs: 200 }).verify('slow', BotCheckActions.SIGNUP)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const unreachable = verifier({ verifyUrl: 'http://127.0.0.1:9/siteverify' });
    await expect(unreachable.verify('person', BotCheckActions.SIGNUP)).resolves.toBe(false);
  });

  it('fails an empty token without asking', async () => {
    const before = fake.asked.length;
    await expect(verifier().verify('', BotCheckActions.SIGNUP)).resolves.toBe(false);
    expect(fake.asked).toHaveLength(before);
  });
});

describe('OffBotCheckVerifier', () => {
  it('is off and passes everything, an empty token included', async () => {
    const off = new OffBotCheckVerifier();
    expect(off.enabled).toBe(false);
    await expect(off.verify()).resolves.toBe(true);
  });
});
