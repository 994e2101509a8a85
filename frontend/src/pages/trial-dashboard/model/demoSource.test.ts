import { DEMO_DOCUMENTS } from './demoData';
import { DEMO_BLOCKED_CODE, isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { createDemoSource, DEMO_ONLY } from './demoSource';

type Page = {
  data: { document_number: string; document_type: string }[];
  total: number;
  counts: Record<string, number>;
};

describe('the demo source', () => {
  it('pages, searches and filters the sample documents in memory; counts ignore the type', async () => {
    const source = createDemoSource(jest.fn());
    const all = (await source({ url: '/documents/all', params: { page: 1, pageSize: 10 } })).data as Page;
    expect(all.total).toBe(DEMO_DOCUMENTS.length);
    expect(all.data).toHaveLength(10);

    const quotes = (await source({ url: '/documents/all', params: { page: 1, pageSize: 50, type: 'quote' } }))
      .data as Page;
    expect(quotes.data.every((document) => document.document_type === 'quote')).toBe(true);
    expect(quotes.counts.all).toBe(DEMO_DOCUMENTS.length);

    const acme = (await source({ url: '/documents/all', params: { page: 1, pageSize: 50, search: 'acme' } }))
      .data as Page;
    expect(acme.total).toBeGreaterThan(0);
    expect(acme.total).toBeLessThan(DEMO_DOCUMENTS.length);

    const clientOne = (await source({ url: '/documents/all', params: { client: 'demo-client-1' } }))
      .data as Page;
    expect(clientOne.total).toBe(
      DEMO_DOCUMENTS.filter((document) => document.client_id === 'demo-client-1').length,
    );
  });

  it('numbers the samples as the product numbers documents: prefix, dash, number unpadded', async () => {
    const source = createDemoSource(jest.fn());
    const all = (await source({ url: '/documents/all', params: { page: 1, pageSize: 50 } })).data as Page;
    const numbers = all.data.map((document) => document.document_number);
    expect(numbers).toEqual(expect.arrayContaining(['INV-1', 'INV-10', 'QUO-9']));
    for (const number of numbers) expect(number).toMatch(/^(INV|QUO)-[1-9]\d*$/);
    const activity = (await source('/dashboard/recent-activity')).data as {
      data: { activities: { document_number: string }[] };
    };
    for (const { document_number } of activity.data.activities)
      expect(document_number).toMatch(/^(INV|QUO)-[1-9]\d*$/);
  });

  it('answers the card payments card as not connected, and connecting as a write (the demo prompt)', async () => {
    const onWrite = jest.fn();
    const source = createDemoSource(onWrite);
    expect((await source('/stripe/connect')).data).toMatchObject({
      connected: false,
      charges_enabled: false,
    });
    expect((await source({ url: '/stripe/connect/onboarding', method: 'POST' })).error).toMatchObject({
      status: 403,
    });
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('answers a missing client with 404 and the spec stats with 12 and 8', async () => {
    const source = createDemoSource(jest.fn());
    expect((await source('/clients/nobody')).error).toMatchObject({ status: 404 });
    expect((await source('/stats')).data).toEqual({
      success: true,
      data: { completedQuotes: 12, completedInvoices: 8, pendingQuotes: 2 },
    });
  });

  it.each([
    { url: '/clients', method: 'POST', body: {} },
    { url: '/documents/invoice/demo-invoice-1', method: 'PUT', body: {} },
    { url: '/documents/quote/demo-quote-1', method: 'DELETE' },
    { url: '/documents/invoice/demo-invoice-1/pdf' },
    { url: '/form-preferences', method: 'POST', body: {} },
    { url: '/send-email/send-document', method: 'POST', body: {} },
  ])('blocks $method $url: opens the prompt and answers an error', async (request) => {
    const onWrite = jest.fn();
    const result = await createDemoSource(onWrite)(request);
    expect(onWrite).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({
      status: 403,
      data: { success: false, error: DEMO_ONLY, code: DEMO_BLOCKED_CODE },
    });
    // What the sections check to show the prompt alone, with no inline error.
    expect(isDemoBlockedWrite(result.error)).toBe(true);
  });
});
