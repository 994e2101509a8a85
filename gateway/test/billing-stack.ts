import Stripe from 'stripe';
import { startStripeSim, type StripeSim } from '../../infra/stripe-sim/src/stripe-sim-server';
import { AuthClient } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

export const TEST_WEBHOOK_SECRET = 'whsec_integration_tests_only';
export const APP_URL = 'http://app.test';

type Json = Record<string, unknown>;

/**
 * The gateway, auth and billing in-process, billing's SDK talking to the Stripe simulator over HTTP,
 * and the simulator posting its signed webhooks to the gateway's /api/stripe/webhook.
 */
export class BillingStack {
  readonly gateway = new GatewayFixture();
  readonly auth = new AuthClient(this.gateway);
  sim!: StripeSim;
  /** The SDK as an operator's script would use it against the simulator (refunds, cancellations). */
  stripe!: Stripe;

  async start(gatewayEnv: Record<string, string> = {}) {
    // documents: GET /api/stats answers its counts once the plan lets the caller in.
    await this.gateway.start(['auth', 'documents'], { APP_BASE_URL: APP_URL, ...gatewayEnv });
    this.sim = await startStripeSim({
      webhookUrl: `${this.gateway.baseUrl}/api/stripe/webhook`,
      webhookSecret: TEST_WEBHOOK_SECRET,
    });
    await this.gateway.startService('billing', {
      STRIPE_SECRET_KEY: 'sk_test_simulator',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: this.sim.url,
      APP_BASE_URL: APP_URL,
    });
    const url = new URL(this.sim.url);
    this.stripe = new Stripe('sk_test_simulator', {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
    return this;
  }

  async stop() {
    await this.gateway.stop();
    await this.sim.close();
  }

  call(method: 'GET' | 'POST', path: string, token?: string) {
    return this.gateway.fetch(path, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  async json(method: 'GET' | 'POST', path: string, token?: string): Promise<{ status: number; body: Json }> {
    const response = await this.call(method, path, token);
    return { status: response.status, body: (await response.json()) as Json };
  }

  statsStatus(token?: string) {
    return this.call('GET', '/api/stats', token).then((response) => response.status);
  }

  /** The hosted checkout address for Pro or Lifetime. */
  async checkoutUrl(token: string, plan: 'pro' | 'lifetime'): Promise<string> {
    const path = plan === 'pro' ? 'create-checkout-session' : 'create-lifetime-checkout-session';
    const { status, body } = await this.json('POST', `/api/stripe/${path}`, token);
    if (status !== 200) throw new Error(`checkout answered ${status}: ${JSON.stringify(body)}`);
    return body.url as string;
  }

  /** Presses Pay on the hosted page with the card; answers where the browser is sent (or the page's status). */
  async pay(checkoutUrl: string, card = '4242 4242 4242 4242') {
    const response = await fetch(`${checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card }).toString(),
      redirect: 'manual',
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      page: await response.text(),
    };
  }

  /** A signed-up user who has paid for the plan, with every webhook delivered. */
  async subscriber(plan: 'pro' | 'lifetime', card?: string) {
    const token = await this.auth.signedUp();
    await this.pay(await this.checkoutUrl(token, plan), card);
    await this.webhooksSettled();
    return token;
  }

  webhooksSettled() {
    return this.sim.store.outbox.settled();
  }

  /**
   * Until no delivery is left, including those of events that billing caused while handling one
   * (a cancellation, a refund): `settled` covers only what was queued when it was called.
   */
  async webhooksQuiet() {
    for (;;) {
      const queued = this.sim.store.outbox.settled();
      await queued;
      if (this.sim.store.outbox.settled() === queued) return;
    }
  }

  advanceDays(days: number) {
    return this.control('/sim/clock/advance', { days });
  }

  control(path: string, body: Json = {}) {
    return fetch(`${this.sim.url}${path}`, { method: 'POST', body: JSON.stringify(body) }).then(
      (response) => response.json() as Promise<Json>,
    );
  }

  async subscriptionStatus(token: string) {
    return (await this.json('GET', '/api/stripe/subscription-status', token)).body;
  }

  eventsOfType(type: string) {
    return this.sim.store.outbox.list().filter((event) => event.type === type);
  }
}
