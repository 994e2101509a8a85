import { DocumentsStack, INVOICE, listOf, type Answer, type TestUser } from './documents-stack';

/**
 * A save whose answer was lost (a NATS node died with it, the connection dropped) is sent again: by
 * the gateway itself after its RPC time-out, or by the person pressing Save again with the same
 * Idempotency-Key. Either way the owner gets one document, not two.
 */
describe('POST /api/documents/:type with an Idempotency-Key', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  const save = async (key: string, body: Record<string, unknown> = {}): Promise<Answer> => {
    const response = await stack.gateway.fetch('/api/documents/invoice', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ada.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ ...INVOICE, ...body }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };

  it('answers a second save with the same key with the document the first made: one document, one number, one entry', async () => {
    const first = await save('save-7f3a');
    const again = await save('save-7f3a');

    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(listOf(await ada.call('GET', '/api/documents/all')).map((d) => d.document_number)).toEqual([
      'INV-1',
    ]);
    const feed = (await ada.call('GET', '/api/dashboard/recent-activity')).body.data.activities;
    expect(feed.map((entry) => entry.action)).toEqual(['created']);
    expect((await ada.saveInvoice()).body.data.document_number).toBe('INV-2');
  });

  it('makes a document per key, and keys of one owner do not reach another', async () => {
    const first = await save('key-1');
    const second = await save('key-2');
    const bob = stack.user();
    const bobs = await stack.gateway.fetch('/api/documents/invoice', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bob.token}`,
        'content-type': 'application/json',
        'idempotency-key': 'key-1',
      },
      body: JSON.stringify(INVOICE),
    });
    const bobsId = ((await bobs.json()) as Answer['body']).data.id;

    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(bobsId).not.toBe(first.body.data.id);
    expect(listOf(await ada.call('GET', '/api/documents/all'))).toHaveLength(2);
    expect(listOf(await bob.call('GET', '/api/documents/all'))).toHaveLength(1);
  });
});
