import { Plan } from '@paydraft/contracts';
import { unzipSync } from 'fflate';
import { DocumentsStack, INVOICE, listOf, type TestUser } from './documents-stack';

const RENEW = {
  success: false,
  code: 'billing.plan_lapsed',
  error: expect.stringContaining('Renew your plan') as unknown,
};

describe('a lapsed plan: read-only access to your own documents and clients', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let lapsedAda: TestUser;
  let invoiceId: string;
  let quoteId: string;
  let clientId: string;

  beforeAll(async () => {
    await stack.start();
    await stack.gateway.startService('pdf-render');
    ada = stack.user();
    clientId = await ada.client('Engines Ltd');
    invoiceId = (await ada.saveInvoice({ client_id: clientId })).body.data.id as string;
    quoteId = (await ada.saveQuote()).body.data.id as string;
    lapsedAda = ada.lapsed();
  });
  afterAll(() => stack.stop());

  it('lists and opens their documents and clients, and downloads a PDF', async () => {
    expect(
      listOf(await lapsedAda.call('GET', '/api/documents/all'))
        .map((d) => d.id)
        .sort(),
    ).toEqual([invoiceId, quoteId].sort());
    expect(await lapsedAda.call('GET', `/api/documents/invoice/${invoiceId}`)).toMatchObject({
      status: 200,
      body: { data: { id: invoiceId } },
    });
    expect((await lapsedAda.call('GET', '/api/clients')).status).toBe(200);
    expect(await lapsedAda.call('GET', `/api/clients/${clientId}`)).toMatchObject({ status: 200 });

    const pdf = await stack.gateway.fetch(`/api/documents/invoice/${invoiceId}/pdf`, {
      headers: { authorization: `Bearer ${lapsedAda.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('reads their preferences and exports everything as one ZIP', async () => {
    // None saved: the service's own answer, not the plan's refusal.
    expect(await lapsedAda.call('GET', '/api/form-preferences')).toMatchObject({
      status: 404,
      body: { code: 'documents.preferences_not_found' },
    });

    const answer = await stack.gateway.fetch('/api/account/export', {
      headers: { authorization: `Bearer ${lapsedAda.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const entries = Object.keys(unzipSync(new Uint8Array(await answer.arrayBuffer())));
    expect(entries.filter((name) => name.startsWith('documents/') && name.endsWith('.pdf'))).toHaveLength(2);
    expect(entries).toEqual(expect.arrayContaining(['clients.json', 'clients.csv']));
  });

  it('is refused creating, editing, sending and converting with 403 billing.plan_lapsed, changing nothing', async () => {
    const before = listOf(await lapsedAda.call('GET', '/api/documents/all'));
    const tries: [string, string, unknown?][] = [
      ['POST', '/api/documents/invoice', INVOICE],
      ['PUT', `/api/documents/invoice/${invoiceId}`, { ...INVOICE, status: 'paid' }],
      ['DELETE', `/api/documents/invoice/${invoiceId}`],
      ['POST', `/api/documents/quote/${quoteId}/convert`],
      ['POST', `/api/documents/invoice/${invoiceId}/share`],
      [
        'POST',
        '/api/send-email/send-document',
        {
          documentId: invoiceId,
          documentType: 'invoice',
          recipient: 'client@example.com',
          subject: 'S',
          message: 'M',
        },
      ],
      ['POST', '/api/clients', { business_name: 'New Co' }],
      ['PUT', `/api/clients/${clientId}`, { business_name: 'Renamed' }],
      ['DELETE', `/api/clients/${clientId}`],
    ];
    for (const [method, path, body] of tries) {
      const answer = await lapsedAda.call(method, path, body);
      expect({ method, path, ...answer }).toMatchObject({ method, path, status: 403, body: RENEW });
    }
    expect(listOf(await lapsedAda.call('GET', '/api/documents/all'))).toEqual(before);
  });

  it('keeps the stats probe as it is: 403 billing.no_plan', async () => {
    expect(await lapsedAda.call('GET', '/api/stats')).toMatchObject({
      status: 403,
      body: { code: 'billing.no_plan' },
    });
  });

  it('a user who never had a plan is unchanged: 403 billing.no_plan on reads and writes alike', async () => {
    const never = stack.user(Plan.FREE);
    for (const [method, path, body] of [
      ['GET', '/api/documents/all'],
      ['GET', '/api/clients'],
      ['POST', '/api/documents/invoice', INVOICE],
    ] as [string, string, unknown?][]) {
      expect(await never.call(method, path, body)).toMatchObject({
        status: 403,
        body: { code: 'billing.no_plan' },
      });
    }
  });
});
