import { ConfigError, loadConfig } from '@paydraft/nest-kit';
import { billingEnvSchema } from './billing.config';

const load = (env: NodeJS.ProcessEnv) => loadConfig('billing', billingEnvSchema, env);

describe('billing config', () => {
  it('runs without Stripe (payments off) and with the page origin of a local run', () => {
    const config = load({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.APP_BASE_URL).toBe('http://localhost:8080');
  });

  it('refuses a key without the webhook secret, naming the variable', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('takes a key, its secret, an API address and named prices', () => {
    expect(
      load({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        STRIPE_PRO_PRICE_ID: 'price_pro',
        STRIPE_LIFETIME_PRICE_ID: 'price_life',
      }),
    ).toMatchObject({ STRIPE_API_URL: 'http://127.0.0.1:12111', STRIPE_PRO_PRICE_ID: 'price_pro' });
  });

  it('refuses an API address that is no http(s) URL and a price id that is no price', () => {
    expect(() => load({ STRIPE_API_URL: 'localhost:12111' })).toThrow(/STRIPE_API_URL/);
    expect(() => load({ STRIPE_PRO_PRICE_ID: 'prod_1' })).toThrow(/STRIPE_PRO_PRICE_ID/);
  });

  it('takes no platform fee unless told, and refuses one that is no percentage below 100', () => {
    expect(load({}).STRIPE_PLATFORM_FEE_PERCENT).toBe('0');
    expect(load({ STRIPE_PLATFORM_FEE_PERCENT: '2.5' }).STRIPE_PLATFORM_FEE_PERCENT).toBe('2.5');
    for (const bad of ['100', '-1', '2,5', '1e1', '0.125'])
      expect(() => load({ STRIPE_PLATFORM_FEE_PERCENT: bad })).toThrow(/STRIPE_PLATFORM_FEE_PERCENT/);
  });
});
