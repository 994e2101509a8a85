import { inParallel } from './load';

export type Api = {
  call(method: string, path: string, body?: unknown): Promise<unknown>;
};

export type SeededDocument = { type: 'invoice' | 'quote'; id: string; body: Record<string, unknown> };

const STATUSES = {
  invoice: ['draft', 'sent', 'paid', 'overdue'],
  // Not 'accepted' or 'rejected': only the client decides a quote, from its shared link.
  quote: ['draft', 'sent', 'pending', 'sent'],
};

/** The bench's calls as one signed-in owner; anything but a 2xx answer is an error. */
export function apiAs(url: string, token: string): Api {
  return {
    async call(method, path, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return text ? (JSON.parse(text) as unknown) : undefined;
    },
  };
}

export async function seedClients(api: Api, count: number, concurrency: number): Promise<string[]> {
  const ids: string[] = [];
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => {
      const answer = (await api.call('POST', '/api/clients', { business_name: `Client ${i} Ltd` })) as {
        data: { id: string };
      };
      ids.push(answer.data.id);
    },
  );
  return ids;
}

/** One in four documents is a quote. */
const typeOf = (i: number): SeededDocument['type'] => (i % 4 === 0 ? 'quote' : 'invoice');

/** A varied document: two in three have a client; receivers repeat every 500 (what the search finds). */
function documentBody(i: number, clientIds: string[]): SeededDocument['body'] {
  return {
    sender_info: 'Bench Studio\nLondon',
    receiver_info: `Customer ${i % 500}`,
    client_id: i % 3 === 0 ? null : clientIds[i % clientIds.length],
    issue_date: '2026-11-01',
    due_date: '2026-12-01',
    po_number: `PO-${i}`,
    payment_terms: 'Net 30',
    currency: 'USD',
    items: [
      { description: 'Design', qty: 2, price: 50 },
      { description: 'Build', qty: 1 + (i % 7), price: 120 },
    ],
    custom_columns: [],
    discount_percentage: 0,
    tax_rate: 10,
    notes: i % 10 === 0 ? 'Rush job' : 'Thank you',
    status: STATUSES[typeOf(i)][(i >> 2) % 4],
  };
}

export async function seedDocuments(
  api: Api,
  count: number,
  clientIds: string[],
  concurrency: number,
): Promise<SeededDocument[]> {
  const seeded: SeededDocument[] = [];
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => {
      const type = typeOf(i);
      const body = documentBody(i, clientIds);
      const answer = (await api.call('POST', `/api/documents/${type}`, body)) as { data: { id: string } };
      seeded.push({ type, id: answer.data.id, body });
    },
  );
  return seeded;
}

/** A UTC calendar day `days` before today (YYYY-MM-DD). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A part payment of each invoice seeded as sent or overdue (about half the invoices), dated over the
 * last year: what the overview's totals add up (balances, the last 30 days, the months). Answers how
 * many were recorded.
 */
export async function seedPayments(
  api: Api,
  documents: SeededDocument[],
  concurrency: number,
): Promise<number> {
  const unpaid = documents.filter(
    ({ type, body }) => type === 'invoice' && (body.status === 'sent' || body.status === 'overdue'),
  );
  await inParallel(
    unpaid.map((document, i) => ({ document, i })),
    concurrency,
    async ({ document, i }) => {
      await api.call('POST', `/api/documents/invoice/${document.id}/payments`, {
        amount: `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
        method: 'bank_transfer',
        date: daysAgo((i * 37) % 365),
      });
    },
  );
  return unpaid.length;
}
