import { startStripeSim, type StripeSim } from '../../infra/stripe-sim/src/stripe-sim-server';
import { DocumentsStack, type DocumentJson, type TestUser } from './documents-stack';

export const TEST_WEBHOOK_SECRET = 'whsec_integration_tests_only';
export const TEST_CONNECT_SECRET = 'whsec_integration_tests_connect';
export const APP_URL = 'http://app.test';

type Json = Record<string, unknown>;

/**
 * Pay now end to end in-process: the gateway, documents and the real billing, billing's SDK talking to
 * the Stripe simulator, which posts the connected accounts' events to /api/stripe/connect/webhook.
 */
export class ConnectStack extends DocumentsStack {
  sim!: StripeSim;

  override async start() {
    await this.gateway.start(['documents', 'clients'], {
      RPC_TIMEOUT_MS: '5000',
      SHARED_DOCUMENT_RATE_LIMIT: '100000',
    });
    this.sim = await startStripeSim({
      webhookUrl: `${this.gateway.baseUrl}/api/stripe/webhook`,
      webhookSecret: TEST_WEBHOOK_SECRET,
      connectWebhookUrl: `${this.gateway.baseUrl}/api/stripe/connect/webhook`,
      connectWebhookSecret: TEST_CONNECT_SECRET,
    });
    await this.gateway.startService('billing', {
      STRIPE_SECRET_KEY: 'sk_test_simulator',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: TEST_CONNECT_SECRET,
      STRIPE_API_URL: this.sim.url,
      APP_BASE_URL: APP_URL,
    });
    await super.startRpc();
    return this;
  }

  override async stop() {
    await super.stop();
    await this.sim.close();
  }

  /** Asks for onboarding and completes the simulator's page; answers the redirect back. */
  async connect(owner: TestUser): Promise<string> {
    const { body } = await owner.call('POST', '/api/stripe/connect/onboarding');
    const url = (body as unknown as { url: string }).url;
    const done = await this.form(`${url}/complete`);
    await this.settled();
    return done.headers.get('location') ?? '';
  }

  /** An invoice of the owner, sent and shared: answers it and its share token. */
  async sharedInvoice(owner: TestUser, body: Json = {}): Promise<{ invoice: DocumentJson; token: string }> {
    const invoice = (await owner.saveInvoice({ status: 'sent', ...body })).body.data;
    const shared = await owner.call('POST', `/api/documents/invoice/${invoice.id}/share`);
    return { invoice, token: String(shared.body.data.token) };
  }

  /** What the public sees and calls, without a session. */
  async anonymous(method: string, path: string): Promise<{ status: number; body: Json }> {
    const response = await this.gateway.fetch(path, { method });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /** The client's pay now: a Checkout page of the owner's account. */
  async checkoutOf(token: string): Promise<string> {
    const { status, body } = await this.anonymous('POST', `/api/documents/invoice/${token}/pay`);
    if (status !== 200) throw new Error(`pay answered ${status}: ${JSON.stringify(body)}`);
    return body.url as string;
  }

  /** Presses Pay on the hosted Checkout page, and waits for the webhooks it causes. */
  async pay(checkoutUrl: string, card = '4242 4242 4242 4242') {
    const response = await this.form(`${checkoutUrl}/pay`, { card, email: 'payer@example.com' });
    await this.settled();
    return {
      status: response.status,
      location: response.headers.get('location'),
      page: await response.text(),
    };
  }

  settled() {
    return this.sim.store.outbox.settled();
  }

  control(path: string, body: Json = {}) {
    return fetch(`${this.sim.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  }

  private form(url: string, fields: Record<string, string> = {}) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }
}
