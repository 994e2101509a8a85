import { ConfigError, loadConfig } from '@paydraft/nest-kit';
import { deliverySettingsFrom, mailerEnvSchema } from './mailer.config';

const load = (env: NodeJS.ProcessEnv) => loadConfig('mailer', mailerEnvSchema, env);

describe('mailer delivery config', () => {
  it('delivers through the provider when both SENDGRID_API_KEY and SENDGRID_BASE_URL are set', () => {
    const settings = deliverySettingsFrom(
      load({ SENDGRID_API_KEY: 'SG.k', SENDGRID_BASE_URL: 'http://127.0.0.1:8025' }),
    );

    expect(settings.provider).toEqual({ apiKey: 'SG.k', baseUrl: 'http://127.0.0.1:8025' });
    expect(settings).toMatchObject({
      from: 'no-reply@paydraft.app',
      maxAttempts: 6,
      retry: { baseMs: 2000, maxMs: 600_000 },
    });
  });

  it('has no provider when neither is set, or both are blank', () => {
    expect(deliverySettingsFrom(load({})).provider).toBeUndefined();
    expect(
      deliverySettingsFrom(load({ SENDGRID_API_KEY: '', SENDGRID_BASE_URL: '' })).provider,
    ).toBeUndefined();
  });

  it('refuses to start with only one of the two', () => {
    expect(() => load({ SENDGRID_API_KEY: 'SG.k' })).toThrow(ConfigError);
    expect(() => load({ SENDGRID_BASE_URL: 'http://127.0.0.1:8025' })).toThrow(
      /SENDGRID_API_KEY: set SENDGRID_API_KEY and SENDGRID_BASE_URL together/,
    );
  });

  it('refuses a lease shorter than twice the time-out of one send', () => {
    expect(() => load({ MAIL_LEASE_MS: '29999' })).toThrow(/MAIL_LEASE_MS/);
    expect(load({ MAIL_LEASE_MS: '30000' }).MAIL_LEASE_MS).toBe(30_000);
  });

  it('refuses a base URL that is not a URL', () => {
    expect(() => load({ SENDGRID_API_KEY: 'SG.k', SENDGRID_BASE_URL: 'api.sendgrid.com' })).toThrow(
      /SENDGRID_BASE_URL/,
    );
  });
});
