import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeObject } from './sim-types';

export type SimEvent = StripeObject & { type: string; created: number; account?: string };

/** Where events go and the secret they are signed with: the platform's endpoint, or the Connect one. */
export type WebhookEndpoint = { url?: string; secret: string };

type Delivery = { status: number; at: string };

/** Deliveries of an event that got no 2xx before it gives up (Stripe retries for days; tests do not wait). */
const MAX_ATTEMPTS = 4;
const RETRY_BASE_MS = 250;

/**
 * Events as Stripe sends them: signed with the endpoint's secret by the SDK's own signer
 * (`t=<seconds>,v1=<HMAC-SHA256 of "t.body">`), POSTed one at a time in the order they happened.
 * An event of a connected account carries `account` and goes to the Connect endpoint, signed with its
 * own secret, as Stripe sends a platform's Connect webhooks. Tests can hold deliveries and release them
 * in another order, or send one again (same id).
 */
export class WebhookOutbox {
  private readonly events = new Map<string, SimEvent>();
  private readonly deliveries = new Map<string, Delivery[]>();
  private held: string[] | undefined;
  private queue: Promise<void> = Promise.resolve();

  private readonly platform: WebhookEndpoint;

  constructor(
    webhookUrl: string | undefined,
    secret: string,
    private readonly connect?: WebhookEndpoint,
  ) {
    this.platform = { url: webhookUrl, secret };
  }

  /** Records an event (the object as it is now) and delivers it, unless deliveries are held. */
  emit(
    type: string,
    object: StripeObject,
    created: number,
    previousAttributes?: Record<string, unknown>,
    account?: string,
  ) {
    const event: SimEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      ...(account && { account }),
      api_version: Stripe.API_VERSION,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: structuredClone(object),
        ...(previousAttributes && { previous_attributes: previousAttributes }),
      },
    };
    this.events.set(event.id, event);
    this.deliveries.set(event.id, []);
    this.send(event.id);
    return event;
  }

  get(id: string) {
    return this.events.get(id);
  }

  list() {
    return [...this.events.values()].map((event) => ({
      id: event.id,
      type: event.type,
      created: event.created,
      objectId: (event.data as { object: StripeObject }).object.id,
      account: event.account ?? null,
      deliveries: this.deliveries.get(event.id) ?? [],
      held: this.held?.includes(event.id) ?? false,
    }));
  }

  /** Sends the event again, same id and body (or queues it while holding). */
  send(id: string) {
    if (this.held) {
      this.held.push(id);
      return;
    }
    this.queue = this.queue.then(() => this.deliver(id));
  }

  hold() {
    this.held ??= [];
  }

  /** Stops holding; delivers `order` first (event ids), then the rest as held, or all reversed. */
  release(options: { order?: string[]; reverse?: boolean } = {}) {
    const held = this.held ?? [];
    this.held = undefined;
    const first = (options.order ?? []).filter((id) => held.includes(id));
    const rest = held.filter((id) => !first.includes(id));
    const sequence = [...first, ...(options.reverse ? rest.reverse() : rest)];
    sequence.forEach((id) => this.send(id));
    return sequence;
  }

  /** Resolves once everything queued so far has been delivered (or given up on). */
  settled() {
    return this.queue;
  }

  private async deliver(id: string) {
    const event = this.events.get(id);
    const endpoint = event?.account ? this.connect : this.platform;
    if (!event || !endpoint?.url) return;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const status = await this.post(endpoint as Required<WebhookEndpoint>, payload);
      this.deliveries.get(id)?.push({ status, at: new Date().toISOString() });
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
    }
  }

  private async post(endpoint: Required<WebhookEndpoint>, payload: string): Promise<number> {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret });
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }
}
