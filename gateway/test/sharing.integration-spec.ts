import { Plan } from '@paydraft/contracts';
import type { TestUser } from './documents-stack';
import { OWNER_PLANS, OWNER_TESTERS, pdfText, SharingStack } from './sharing-stack';

type Link = { token: string; url: string };

describe('sharing: links, the public view, viewed, accept and reject', () => {
  const stack = new SharingStack();
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    await stack.start();
    ada = stack.owner();
    bob = stack.owner();
    await ada.call('POST', '/api/form-preferences', { business_name: 'Ada Studio' });
  });
  afterAll(() => stack.stop());

  const link = async (owner: TestUser, type: string, id: string, renew = false) => {
    const answer = await owner.call('POST', `/api/documents/${type}/${id}/share${renew ? '/renew' : ''}`);
    expect(answer.status).toBe(200);
    return answer.body.data as unknown as Link;
  };
  const sharedQuote = async (status = 'sent') => {
    const quote = (await ada.saveQuote({ status })).body.data;
    return { quote, token: (await link(ada, 'quote', quote.id)).token };
  };
  const activities = async (owner: TestUser) =>
    (await owner.call('GET', '/api/dashboard/recent-activity')).body.data.activities;
  const download = (path: string) => stack.gateway.fetch(path);

  it('shares a document by an unguessable token and shows it without sign-in, with no ids', async () => {
    const saved = (
      await ada.saveInvoice({
        sender_info: { name: 'Ada Studio', logo_url: '/api/upload/logo/abc.png' },
        receiver_info: JSON.stringify({ name: 'Engines Ltd', address: '1 Loop Road' }),
        status: 'sent',
      })
    ).body.data;
    const shared = await link(ada, 'invoice', saved.id);
    expect(shared.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shared.url).toBe(`/view/invoice/${shared.token}`);
    expect(await link(ada, 'invoice', saved.id)).toEqual(shared);

    const answer = await stack.anonymous('GET', `/api/documents/invoice/${shared.token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.body).toEqual({
      success: true,
      data: {
        document_type: 'invoice',
        document_number: saved.document_number,
        status: 'sent',
        issue_date: '2026-11-01',
        due_or_expiry_date: '2026-12-01',
        po_number: 'PO-77',
        payment_terms: 'Net 30',
        currency: 'USD',
        tax_rate: saved.tax_rate,
        discount_percentage: saved.discount_percentage,
        sender_info: 'Ada Studio',
        receiver_info: 'Engines Ltd\n1 Loop Road',
        items: saved.items,
        custom_columns: [],
        notes: 'Thank you',
        total_amount: '110.00',
        // The language the page shows it in: no client, no preference, so the default.
        language: 'en-US',
        // The money model: a spec document's, with the seller taken from the owner's preferences.
        taxes: [],
        prices_include_tax: false,
        seller: expect.objectContaining({ name: 'Ada Studio' }),
        buyer: null,
        payment: null,
        buyer_reference: '',
        delivery_date: '',
        subtotal: '100.00',
        discount_amount: '0.00',
        tax_breakdown: [
          { id: 'tax', name: 'Tax', rate: '10', category: 'S', base: '100.00', amount: '10.00' },
        ],
        tax_amount: '10.00',
        rounding: '0.00',
        total: '110.00',
        logo_url: '/api/upload/logo/abc.png',
        business_name: 'Ada Studio',
        signer_name: null,
        decided_at: null,
        revision: 1,
        latest_revision: 1,
        revisions: [],
        amount_paid: '0.00',
        balance_due: '110.00',
        // This stack's billing answers plans only: pay now cannot be asked about, so none is offered.
        pay_now: null,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(saved.id);
    expect(JSON.stringify(answer.body)).not.toContain(ada.id);

    // The public view's page is kept out of search engines too; the public site's pages are not.
    expect((await stack.gateway.fetch(shared.url)).headers.get('x-robots-tag')).toBe('noindex');
    expect((await stack.gateway.fetch('/pricing')).headers.get('x-robots-tag')).toBeNull();

    // The owner's call on the same path is still by database id.
    const own = await stack.gateway.fetch(`/api/documents/invoice/${saved.id}`, {
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('x-robots-tag')).toBeNull();
    expect(((await own.json()) as { data: { id: string } }).data.id).toBe(saved.id);
  });

  it('answers 404 for a database id, the other type, a revoked link and a bad token, as for a missing document', async () => {
    const saved = (await ada.saveInvoice()).body.data;
    const first = await link(ada, 'invoice', saved.id);
    const renewed = await link(ada, 'invoice', saved.id, true);
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.url).toBe(`/view/invoice/${renewed.token}`);

    const notFound = {
      status: 404,
      body: { success: false, error: 'Document not found', code: 'documents.not_found' },
    };
    for (const path of [
      `/api/documents/invoice/${saved.id}`,
      `/api/documents/invoice/${saved.id}/pdf`,
      `/api/documents/invoice/${first.token}`,
      `/api/documents/invoice/${first.token}/pdf`,
      `/api/documents/quote/${renewed.token}`,
      `/api/documents/invoice/not-a-token`,
    ]) {
      const answer = await stack.anonymous('GET', path);
      expect({ path, ...answer }).toMatchObject({ path, ...notFound });
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    }
    for (const [method, path] of [
      ['POST', `/api/documents/invoice/${first.token}/viewed`],
      ['POST', `/api/documents/quote/${first.token}/accept`],
      ['POST', `/api/documents/quote/${first.token}/reject`],
    ]) {
      expect(await stack.anonymous(method, path, { name: 'Eve' })).toMatchObject(notFound);
    }
    expect((await stack.anonymous('GET', `/api/documents/invoice/${renewed.token}`)).status).toBe(200);
  });

  it("answers the owner-only calls with another user's token with 404 and changes nothing", async () => {
    const { quote, token } = await sharedQuote('draft');
    const before = await activities(ada);
    for (const [method, path, body] of [
      ['POST', `/api/documents/quote/${quote.id}/share`],
      ['POST', `/api/documents/quote/${quote.id}/share/renew`],
      [
        'POST',
        '/api/send-email/send-document',
        { documentId: quote.id, documentType: 'quote', recipient: 'client@example.com', subject: 'Quote' },
      ],
    ] as [string, string, unknown?][]) {
      expect(await bob.call(method, path, body)).toMatchObject({
        status: 404,
        body: { success: false, code: 'documents.not_found' },
      });
    }
    expect((await link(ada, 'quote', quote.id)).token).toBe(token);
    expect((await ada.call('GET', `/api/documents/quote/${quote.id}`)).body.data.status).toBe('draft');
    expect(await activities(ada)).toEqual(before);
    expect(await activities(bob)).toEqual([]);
  });

  it('moves sent → viewed once, by viewed or by the PDF download, and never back from a decision', async () => {
    const { quote, token } = await sharedQuote();
    const viewed = await stack.anonymous('POST', `/api/documents/quote/${token}/viewed`);
    expect(viewed).toMatchObject({ status: 200, body: { success: true, data: { status: 'viewed' } } });
    expect(viewed.headers.get('x-robots-tag')).toBe('noindex');
    expect((await download(`/api/documents/quote/${token}/pdf`)).status).toBe(200);
    await stack.anonymous('POST', `/api/documents/quote/${token}/viewed`);
    const ofQuote = (await activities(ada)).filter((entry) => entry.document_id === quote.id);
    expect(ofQuote.filter((entry) => entry.action === 'viewed')).toHaveLength(1);
    expect((await ada.call('GET', `/api/documents/quote/${quote.id}`)).body.data.status).toBe('viewed');

    const other = await sharedQuote();
    const pdf = await download(`/api/documents/quote/${other.token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-robots-tag')).toBe('noindex');
    expect((await ada.call('GET', `/api/documents/quote/${other.quote.id}`)).body.data.status).toBe('viewed');

    const rejected = await stack.anonymous('POST', `/api/documents/quote/${other.token}/reject`);
    expect(rejected).toMatchObject({
      status: 200,
      body: { data: { status: 'rejected', signer_name: null } },
    });
    await stack.anonymous('POST', `/api/documents/quote/${other.token}/viewed`);
    expect((await download(`/api/documents/quote/${other.token}/pdf`)).status).toBe(200);
    expect((await ada.call('GET', `/api/documents/quote/${other.quote.id}`)).body.data.status).toBe(
      'rejected',
    );
  });

  it('accepts a quote once with the typed name and time, printed on its PDF; every second decision is 409', async () => {
    const { quote, token } = await sharedQuote();
    expect(await stack.anonymous('POST', `/api/documents/quote/${token}/accept`, {})).toMatchObject({
      status: 400,
      body: { error: 'Please type your name to accept the quote', code: 'documents.invalid_input' },
    });

    const before = Date.now();
    const accepted = await stack.anonymous('POST', `/api/documents/quote/${token}/accept`, {
      name: 'Grace Hopper',
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'accepted', signer_name: 'Grace Hopper' } },
    });
    expect(Date.parse(accepted.body.data.decided_at as string)).toBeGreaterThanOrEqual(before - 1000);
    const decided = { status: 409, body: { success: false, code: 'documents.quote_decided' } };
    expect(
      await stack.anonymous('POST', `/api/documents/quote/${token}/accept`, { name: 'Eve' }),
    ).toMatchObject(decided);
    expect(await stack.anonymous('POST', `/api/documents/quote/${token}/reject`)).toMatchObject(decided);

    const pdf = await download(`/api/documents/quote/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfText(await pdf.arrayBuffer())).toMatch(/Accepted by Grace Hopper on /);
    expect((await ada.call('GET', `/api/documents/quote/${quote.id}`)).body.data).toMatchObject({
      status: 'accepted',
      signer_name: 'Grace Hopper',
      decided_at: accepted.body.data.decided_at,
    });
    const ofQuote = (await activities(ada)).filter((entry) => entry.document_id === quote.id);
    expect(ofQuote.map((entry) => entry.action)).toContain('accepted');

    // Accept after reject is 409 too.
    const other = await sharedQuote();
    expect((await stack.anonymous('POST', `/api/documents/quote/${other.token}/reject`)).status).toBe(200);
    expect(
      await stack.anonymous('POST', `/api/documents/quote/${other.token}/accept`, { name: 'Grace Hopper' }),
    ).toMatchObject(decided);
  });

  it('refuses accept and reject on an invoice with a 4xx', async () => {
    const invoice = (await ada.saveInvoice({ status: 'sent' })).body.data;
    const { token } = await link(ada, 'invoice', invoice.id);
    const accept = await stack.anonymous('POST', `/api/documents/quote/${token}/accept`, {
      name: 'Grace Hopper',
    });
    expect(accept).toMatchObject({ status: 400, body: { code: 'documents.not_a_quote' } });
    expect(await stack.anonymous('POST', `/api/documents/quote/${token}/reject`)).toMatchObject({
      status: 400,
      body: { code: 'documents.not_a_quote' },
    });
    expect((await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data.status).toBe('sent');
  });

  it("decides the public PDF's watermark by the owner's plan: none for Pro, the footer once the plan lapsed", async () => {
    const carol = stack.owner();
    const invoice = (await carol.saveInvoice({ status: 'sent' })).body.data;
    const { token } = await link(carol, 'invoice', invoice.id);

    const pro = await download(`/api/documents/invoice/${token}/pdf`);
    expect(pro.status).toBe(200);
    expect(pro.headers.get('content-type')).toBe('application/pdf');
    const proText = pdfText(await pro.arrayBuffer());
    expect(proText).toContain('Engines Ltd');
    expect(proText).not.toContain('Made with Paydraft');

    // A Free account cannot save documents (403 billing.no_plan), so the Free owner is one whose plan lapsed.
    OWNER_PLANS.set(carol.id, Plan.FREE);
    const free = await download(`/api/documents/invoice/${token}/pdf`);
    expect(free.status).toBe(200);
    expect(pdfText(await free.arrayBuffer())).toContain('Made with Paydraft');

    // A tester is Lifetime whatever billing says, as when they sign in.
    OWNER_TESTERS.add(carol.id);
    const tester = await download(`/api/documents/invoice/${token}/pdf`);
    expect(pdfText(await tester.arrayBuffer())).not.toContain('Made with Paydraft');
  });
});

describe('sharing: the per-network limit of calls without sign-in', () => {
  const stack = new SharingStack({ SHARED_DOCUMENT_RATE_LIMIT: '3' });

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  it("refuses the public calls over the limit with 429 and Retry-After, never the owner's", async () => {
    const owner = stack.owner();
    const saved = (await owner.saveInvoice()).body.data;
    for (let i = 0; i < 3; i++) {
      expect((await stack.anonymous('GET', `/api/documents/invoice/${'x'.repeat(32)}`)).status).toBe(404);
    }
    const refused = await stack.anonymous('POST', `/api/documents/quote/${'x'.repeat(32)}/accept`, {
      name: 'E',
    });
    expect(refused).toMatchObject({ status: 429, body: { success: false, code: 'request.rate_limited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await owner.call('GET', `/api/documents/invoice/${saved.id}`)).status).toBe(200);
    const pdf = await stack.gateway.fetch(`/api/documents/invoice/${saved.id}/pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.status).toBe(200);
  });
});

describe('sharing: the per-network limit holds for callers who send a bearer token', () => {
  const stack = new SharingStack({ SHARED_DOCUMENT_RATE_LIMIT: '3' });

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  it('counts the public calls by token (viewed, accept, reject) of a signed-in caller, then refuses them', async () => {
    const guesser = stack.owner();
    const guess = 'x'.repeat(32);
    const statuses = [
      (await guesser.call('POST', `/api/documents/invoice/${guess}/viewed`)).status,
      (await guesser.call('POST', `/api/documents/quote/${guess}/accept`, { name: 'E' })).status,
      (await guesser.call('POST', `/api/documents/quote/${guess}/reject`)).status,
    ];
    expect(statuses).toEqual([404, 404, 404]);

    for (const path of [`invoice/${guess}/viewed`, `quote/${guess}/reject`]) {
      const refused = await guesser.call('POST', `/api/documents/${path}`);
      expect(refused).toMatchObject({ status: 429, body: { success: false, code: 'request.rate_limited' } });
    }
    // Anyone else of the network is over the limit too: it is the network's, whoever calls.
    expect((await stack.anonymous('GET', `/api/documents/invoice/${guess}`)).status).toBe(429);
  });
});
