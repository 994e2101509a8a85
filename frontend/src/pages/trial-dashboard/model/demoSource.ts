import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiSource } from '../../../shared/api/baseQuery';
import { DEMO_BLOCKED_CODE } from '../../../shared/feedback/demoBlockedWrite';
import {
  DEMO_ACTIVITY,
  DEMO_CLIENTS,
  DEMO_DOCUMENTS,
  DEMO_PREFERENCES,
  DEMO_STATS,
  DEMO_SUBSCRIPTION,
  DEMO_USER,
} from './demoData';

/**
 * What a blocked write answers, in the server's error shape with its own code: sections show no inline
 * error for it (isDemoBlockedWrite), and the demo frame hides the snackbars and failure dialogs it
 * would cause, so the demo prompt is all the visitor sees.
 */
export const DEMO_ONLY = 'This is a demo: sign up to do this with your own data.';
const blocked: FetchBaseQueryError = {
  status: 403,
  data: { success: false, error: DEMO_ONLY, code: DEMO_BLOCKED_CODE },
};

/** The demo's availability checks take about 1 s (username) and 0.5 s (email). */
export const DEMO_USERNAME_CHECK_MS = 1000;
export const DEMO_EMAIL_CHECK_MS = 500;

const DEMO_CARD_PAYMENTS = { success: true, connected: false, account_id: null, charges_enabled: false };

type Params = Record<string, string | number | undefined>;
type Reply = { status: number; body: unknown; delayMs?: number } | 'write';

const ok = (body: unknown, delayMs?: number): Reply => ({ status: 200, body, delayMs });
const notFound = (error: string): Reply => ({ status: 404, body: { success: false, error } });

const contains = (value: unknown, needle: string) =>
  typeof value === 'string' && value.toLowerCase().includes(needle);

function page<T>(rows: T[], params: Params) {
  const pageSize = Number(params.pageSize ?? (rows.length || 1));
  const current = Math.max(1, Number(params.page ?? 1));
  return {
    data: rows.slice((current - 1) * pageSize, current * pageSize),
    total: rows.length,
    page: current,
    pageSize,
  };
}

/** GET /api/documents/all: search, client and type filters over the samples; counts ignore the type. */
function documents(params: Params) {
  const search = String(params.search ?? '')
    .trim()
    .toLowerCase();
  const client = String(params.client ?? '');
  const matching = DEMO_DOCUMENTS.filter(
    (document) =>
      (!client || (client === 'none' ? document.client_id === null : document.client_id === client)) &&
      (!search ||
        [document.document_number, document.business_name, document.contact_name, document.status].some(
          (field) => contains(field, search),
        )),
  );
  const type = params.type;
  const counts = {
    all: matching.length,
    invoice: matching.filter((document) => document.document_type === 'invoice').length,
    quote: matching.filter((document) => document.document_type === 'quote').length,
  };
  return {
    success: true,
    ...page(type ? matching.filter((d) => d.document_type === type) : matching, params),
    counts,
  };
}

function clients(params: Params) {
  const search = String(params.search ?? '')
    .trim()
    .toLowerCase();
  const status = String(params.status ?? '');
  const rows = DEMO_CLIENTS.filter(
    (client) =>
      (!status || client.status === status) &&
      (!search ||
        [
          client.business_name,
          client.contact_name,
          client.business_email,
          client.business_phone,
          client.business_address,
        ].some((field) => contains(field, search))),
  );
  return { success: true, ...page(rows, params) };
}

/** Who answers what: reads from the samples; anything that would change, send or download is a write. */
function answer(method: string, path: string, params: Params, body: unknown): Reply {
  if (method === 'POST' && path === '/auth/check-email') {
    const email = String((body as { email?: unknown } | null)?.email ?? '');
    return ok({ available: email.toLowerCase() !== DEMO_USER.email }, DEMO_EMAIL_CHECK_MS);
  }
  if (method !== 'GET' || path.endsWith('/pdf')) return 'write';
  if (path === '/stats') return ok({ success: true, data: DEMO_STATS });
  if (path === '/dashboard/recent-activity') {
    // With document_id: that document's timeline (its editor's card).
    const documentId = params.document_id ? String(params.document_id) : '';
    const activities = documentId
      ? DEMO_ACTIVITY.filter((entry) => entry.document_id === documentId)
      : DEMO_ACTIVITY;
    return ok({ success: true, data: { activities } });
  }
  // The demo account has no recurring profiles: the section shows how to start one.
  if (path === '/recurring-invoices') return ok({ success: true, data: { profiles: [] } });
  if (path === '/documents/all') return ok(documents(params));
  if (path === '/clients') return ok(clients(params));
  if (path.startsWith('/clients/')) {
    const id = decodeURIComponent(path.slice('/clients/'.length));
    const found = DEMO_CLIENTS.find((client) => client.id === id);
    return found ? ok({ success: true, data: found }) : notFound('Client not found');
  }
  if (path.startsWith('/documents/')) {
    const id = decodeURIComponent(path.split('/')[3] ?? '');
    const found = DEMO_DOCUMENTS.find((document) => document.id === id);
    return found ? ok({ success: true, data: found }) : notFound('Document not found');
  }
  if (path === '/form-preferences') return ok({ success: true, preferences: DEMO_PREFERENCES });
  if (path === '/auth/me') return ok({ success: true, user: DEMO_USER });
  if (path.startsWith('/auth/check-username')) return ok({ available: true }, DEMO_USERNAME_CHECK_MS);
  if (path === '/stripe/subscription-status') return ok(DEMO_SUBSCRIPTION);
  if (path === '/stripe/trial-eligibility') return ok({ eligibleForTrial: true });
  // 'Accept card payments': the demo account has no Stripe account; connecting is a write (the prompt).
  if (path === '/stripe/connect') return ok(DEMO_CARD_PAYMENTS);
  return notFound('Not available in the demo');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo store's answers (see ApiSource): sample data for the reads, and for every write a call
 * to `onWrite` (the demo dialog) and an error, without any request.
 */
export function createDemoSource(onWrite: () => void): ApiSource {
  return async (args: string | FetchArgs) => {
    const request = typeof args === 'string' ? { url: args } : args;
    const [path, query = ''] = request.url.split('?');
    const params: Params = {
      ...Object.fromEntries(new URLSearchParams(query)),
      ...(request.params as Params | undefined),
    };
    const reply = answer((request.method ?? 'GET').toUpperCase(), path, params, request.body);
    if (reply === 'write') {
      onWrite();
      return { error: blocked };
    }
    if (reply.delayMs) await wait(reply.delayMs);
    // A copy, so nothing downstream can change the samples.
    const body: unknown = JSON.parse(JSON.stringify(reply.body));
    return reply.status < 400 ? { data: body } : { error: { status: reply.status, data: body } };
  };
}
