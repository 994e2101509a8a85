import { gatewayEnvSchema } from '../../config/gateway.config';
import { botCheckVerifierFor } from './bot-check';
import { OffBotCheckVerifier } from './off-bot-check.verifier';
import { RecaptchaBotCheckVerifier } from './recaptcha-bot-check.verifier';

describe('the bot check configuration', () => {
  it('is off without RECAPTCHA_SECRET, and on with it, with the documented defaults', () => {
    const off = gatewayEnvSchema.parse({});
    expect(botCheckVerifierFor(off)).toBeInstanceOf(OffBotCheckVerifier);

    const on = gatewayEnvSchema.parse({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' });
    expect(on).toMatchObject({
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      RECAPTCHA_MIN_SCORE: 0.5,
      RECAPTCHA_TIMEOUT_MS: 3000,
    });
    expect(botCheckVerifierFor(on)).toBeInstanceOf(RecaptchaBotCheckVerifier);
  });

  it('refuses at boot a verification URL that is not http(s) and a score outside 0..1', () => {
    const issues = (env: Record<string, string>) =>
      gatewayEnvSchema.safeParse(env).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ RECAPTCHA_VERIFY_URL: 'ftp://example.com/verify' })).toEqual(['RECAPTCHA_VERIFY_URL']);
    expect(issues({ RECAPTCHA_VERIFY_URL: 'not a url' })).toEqual(['RECAPTCHA_VERIFY_URL']);
    expect(issues({ RECAPTCHA_MIN_SCORE: '1.5' })).toEqual(['RECAPTCHA_MIN_SCORE']);
    expect(issues({ RECAPTCHA_SECRET: 's' })).toEqual(['RECAPTCHA_SITE_KEY']);
  });
});
