import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES } from './api-routes';
import { checkoutPage, expiredPage } from './checkout-page';
import { completeCheckout, SimRequestError } from './checkout-flow';
import { accountById } from './connect-accounts';
import { connectHosted } from './onboarding-page';
import { CONTROL_ROUTES } from './control-routes';
import { parseForm, str } from './form-body';
import { portalPage } from './portal-page';
import { SimStore } from './sim-store';
import { setCancelAtPeriodEnd } from './subscription-lifecycle';
import { WebhookOutbox } from './webhook-outbox';

export type StripeSimOptions = {
  port?: number;
  host?: string;
  /** Where events are POSTed (the gateway's /api/stripe/webhook); none are sent without it. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_...`), as billing's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** How browsers reach the hosted pages; http://localhost:<port> by default. */
  publicUrl?: string;
  /**
   * Where the connected accounts' events (with `account`) are POSTed: the gateway's
   * /api/stripe/connect/webhook; none are sent without it.
   */
  connectWebhookUrl?: string;
  /** The Connect endpoint's signing secret, as billing's STRIPE_CONNECT_WEBHOOK_SECRET. */
  connectWebhookSecret?: string;
};

export type StripeSim = { url: string; store: SimStore; close(): Promise<void> };

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY_BYTES) throw new SimRequestError(413, 'Request too large');
  }
  return body;
}

const send = (response: ServerResponse, status: number, type: string, body: string) => {
  response.writeHead(status, { 'content-type': type, 'request-id': `req_sim_${Date.now()}` });
  response.end(body);
};
const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json', JSON.stringify(body));
const html = (response: ServerResponse, status: number, body: string) =>
  send(response, status, 'text/html; charset=utf-8', body);
const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(303, { location });
  response.end();
};

/** A stateful stand-in for the Stripe API, Checkout and the portal, for the real SDK over HTTP. */
export async function startStripeSim(options: StripeSimOptions): Promise<StripeSim> {
  const outbox = new WebhookOutbox(options.webhookUrl, options.webhookSecret, {
    url: options.connectWebhookUrl,
    secret: options.connectWebhookSecret ?? '',
  });
  // The public URL needs the port, known only once listening: the store reads it through this holder.
  const holder = { store: undefined as unknown as SimStore };
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const api = async (request: IncomingMessage, response: ServerResponse, path: string, query: string) => {
    if (!/^Bearer sk_(test|live)_\S+$/.test(request.headers.authorization ?? '')) {
      return json(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const key = request.headers['idempotency-key'];
    const keyed = request.method === 'POST' && typeof key === 'string' ? `${path} ${key}` : undefined;
    const earlier = keyed && idempotent.get(keyed);
    if (earlier) return json(response, earlier.status, earlier.body);
    const route = API_ROUTES.find((r) => r.method === request.method && r.path.test(path));
    if (!route) throw new SimRequestError(404, `Unrecognized request URL (${request.method}: ${path}).`);
    const params = parseForm(request.method === 'GET' ? query : await readBody(request));
    const header = request.headers['stripe-account'];
    const account = typeof header === 'string' ? accountById(holder.store, header).id : undefined;
    const body = await route.run(holder.store, params, route.path.exec(path)!, account);
    if (keyed) idempotent.set(keyed, { status: 200, body });
    json(response, 200, body);
  };

  const hosted = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const store = holder.store;
    const onboarding = connectHosted(store, request.method ?? 'GET', path);
    if (onboarding) {
      return onboarding.redirect
        ? redirect(response, onboarding.redirect)
        : html(response, onboarding.status, onboarding.page ?? '');
    }
    const [, kind, id, action] = /^\/(checkout|portal)\/([^/]+)(?:\/(\w+))?$/.exec(path) ?? [];
    if (kind === 'checkout') {
      const session = store.sessions.get(id);
      if (!session) return html(response, 404, 'No such checkout session');
      if (session.status === 'complete') return redirect(response, successUrl(session.success_url, id));
      if (session.status === 'expired') return html(response, 410, expiredPage());
      if (request.method === 'GET' && !action) return html(response, 200, checkoutPage(store, session));
      if (request.method === 'POST' && action === 'pay') {
        const form = parseForm(await readBody(request));
        const card = str(form, 'card') ?? '';
        const email = str(form, 'email');
        if (completeCheckout(store, session, card, email) === 'declined') {
          return html(response, 402, checkoutPage(store, session, 'Your card was declined.', email));
        }
        return redirect(response, successUrl(session.success_url, id));
      }
    }
    if (kind === 'portal') {
      const portal = store.portalSessions.get(id);
      if (!portal) return html(response, 404, 'No such portal session');
      if (request.method === 'GET' && !action) return html(response, 200, portalPage(store, portal));
      const subscription = store.subscriptions.get(
        new URL(request.url ?? '', 'http://x').searchParams.get('subscription') ?? '',
      );
      const mine = subscription && subscription.customer === portal.customer;
      if (request.method === 'POST' && (action === 'cancel' || action === 'resume') && mine) {
        setCancelAtPeriodEnd(store, subscription, action === 'cancel');
        return redirect(response, `/portal/${id}`);
      }
    }
    html(response, 404, 'Not found');
  };

  const control = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const route = CONTROL_ROUTES.find((r) => r.method === request.method && r.path.test(path));
    if (!route) throw new SimRequestError(404, `No control ${request.method} ${path}`);
    const raw = request.method === 'POST' ? await readBody(request) : '';
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      throw new SimRequestError(400, 'body must be JSON');
    }
    json(response, 200, await route.run(holder.store, body, route.path.exec(path)!));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sim');
    const path = url.pathname;
    const handler = path.startsWith('/v1/')
      ? api(request, response, path, url.search.slice(1))
      : path.startsWith('/sim/')
        ? control(request, response, path)
        : hosted(request, response, path);
    handler.catch((error: unknown) => {
      const status = error instanceof SimRequestError ? error.status : 500;
      const { param, code } =
        error instanceof SimRequestError ? error : { param: undefined, code: 'api_error' };
      json(response, status, {
        error: {
          type: status >= 500 ? 'api_error' : 'invalid_request_error',
          message: String((error as Error).message),
          param,
          code,
        },
      });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  holder.store = new SimStore(outbox, options.publicUrl ?? `http://localhost:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    store: holder.store,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const successUrl = (template: string, sessionId: string) =>
  template.replace('{CHECKOUT_SESSION_ID}', sessionId);
