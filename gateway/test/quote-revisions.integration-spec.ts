import type { TestUser } from './documents-stack';
import { INVOICE } from './documents-stack';
import { pdfText, SharingStack } from './sharing-stack';

describe('quote revisions: a decided quote is frozen, an edit is a new revision to decide again', () => {
  const stack = new SharingStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
    ada = stack.owner();
  });
  afterAll(() => stack.stop());

  const acceptedQuote = async () => {
    const quote = (await ada.saveQuote({ status: 'sent' })).body.data;
    const shared = await ada.call('POST', `/api/documents/quote/${quote.id}/share`);
    const token = String(shared.body.data.token);
    const accepted = await stack.anonymous('POST', `/api/documents/quote/${token}/accept`, {
      name: 'Grace Hopper',
    });
    expect(accepted.status).toBe(200);
    return { quote, token, decidedAt: accepted.body.data.decided_at as string };
  };
  const publicView = (token: string, query = '') =>
    stack.anonymous('GET', `/api/documents/quote/${token}${query}`);
  const expensive = { ...INVOICE, items: [{ description: 'Design', qty: 2, price: 5000 }] };

  it('editing an accepted quote (even saying accepted) makes revision 2, a draft; revision 1 keeps its decision', async () => {
    const { quote, token, decidedAt } = await acceptedQuote();

    const edited = await ada.call('PUT', `/api/documents/quote/${quote.id}`, {
      ...expensive,
      status: 'accepted',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      status: 'draft',
      total_amount: '11000.00',
      signer_name: null,
      decided_at: null,
      revision: 2,
      revisions: [
        {
          revision: 1,
          status: 'accepted',
          signer_name: 'Grace Hopper',
          decided_at: decidedAt,
          total_amount: '110.00',
        },
      ],
    });

    const latest = await publicView(token);
    expect(latest.body.data).toMatchObject({
      status: 'draft',
      total_amount: '11000.00',
      signer_name: null,
      revision: 2,
      latest_revision: 2,
    });
    const first = await publicView(token, '?revision=1');
    expect(first.body.data).toMatchObject({
      status: 'accepted',
      total_amount: '110.00',
      signer_name: 'Grace Hopper',
      decided_at: decidedAt,
      revision: 1,
      latest_revision: 2,
    });
    expect((await publicView(token, '?revision=3')).status).toBe(404);

    const latestPdf = pdfText(
      await (await stack.gateway.fetch(`/api/documents/quote/${token}/pdf`)).arrayBuffer(),
    );
    expect(latestPdf).toContain('11,000.00');
    expect(latestPdf).not.toMatch(/Accepted by/);
    const firstPdf = pdfText(
      await (await stack.gateway.fetch(`/api/documents/quote/${token}/pdf?revision=1`)).arrayBuffer(),
    );
    expect(firstPdf).toContain('110.00');
    expect(firstPdf).toMatch(/Accepted by Grace Hopper on /);
  });

  it('the new revision is decided on its own; a decision sent for the old revision is refused', async () => {
    const { quote, token } = await acceptedQuote();
    await ada.call('PUT', `/api/documents/quote/${quote.id}`, { ...expensive, status: 'draft' });

    expect(
      await stack.anonymous('POST', `/api/documents/quote/${token}/accept`, {
        name: 'Grace Hopper',
        revision: 1,
      }),
    ).toMatchObject({ status: 409, body: { code: 'documents.quote_revised' } });
    const rejected = await stack.anonymous('POST', `/api/documents/quote/${token}/reject`, { revision: 2 });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', revision: 2 });
    expect((await publicView(token, '?revision=1')).body.data).toMatchObject({
      status: 'accepted',
      signer_name: 'Grace Hopper',
    });
  });

  it('a decided quote keeps its revision for an unchanged save and for completed', async () => {
    const { quote } = await acceptedQuote();
    const same = await ada.call('PUT', `/api/documents/quote/${quote.id}`, {
      ...INVOICE,
      status: 'accepted',
    });
    expect(same.body.data).toMatchObject({ status: 'accepted', signer_name: 'Grace Hopper', revision: 1 });
    const completed = await ada.call('PUT', `/api/documents/quote/${quote.id}`, {
      ...INVOICE,
      status: 'completed',
    });
    expect(completed.body.data).toMatchObject({
      status: 'completed',
      signer_name: 'Grace Hopper',
      revision: 1,
    });
  });

  it('the owner cannot set accepted or rejected on a quote the client has not decided', async () => {
    const refused = { status: 403, body: { success: false, code: 'documents.decision_by_client_only' } };
    expect(await ada.saveQuote({ status: 'accepted' })).toMatchObject(refused);
    const quote = (await ada.saveQuote({ status: 'sent' })).body.data;
    for (const status of ['accepted', 'rejected']) {
      expect(await ada.call('PUT', `/api/documents/quote/${quote.id}`, { ...INVOICE, status })).toMatchObject(
        refused,
      );
    }
    expect((await ada.call('GET', `/api/documents/quote/${quote.id}`)).body.data.status).toBe('sent');
  });
});
