import { eventually } from '@paydraft/nest-kit/testing';
import { DocumentsStack, listOf, type TestUser } from './documents-stack';

describe('documents: a deleted client is unlinked from its documents', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
    ada = stack.user();
  });
  afterAll(() => stack.stop());

  const documents = async () => listOf(await ada.call('GET', '/api/documents/all'));

  it('unlinks them once documents is back, when the client was deleted while documents was down', async () => {
    const gone = await ada.client('Gone Ltd');
    const kept = await ada.client('Kept Ltd');
    const invoice = (await ada.saveInvoice({ client_id: gone })).body.data;
    const quote = (await ada.saveQuote({ client_id: gone })).body.data;
    const other = (await ada.saveInvoice({ client_id: kept })).body.data;

    await stack.gateway.stopService('documents');
    await ada.deleteClient(gone);
    await stack.gateway.startService('documents');

    const after = await eventually(async () => {
      const list = await documents();
      return list.every((document) => document.id === other.id || document.client_id === null)
        ? list
        : undefined;
    });
    const byId = new Map(after.map((document) => [document.id, document]));
    expect(byId.get(invoice.id)).toMatchObject({ client_id: null, updated_at: invoice.updated_at });
    expect(byId.get(quote.id)).toMatchObject({ client_id: null });
    expect(byId.get(other.id)).toMatchObject({ client_id: kept });
    expect(listOf(await ada.call('GET', '/api/documents/all?client=none'))).toHaveLength(2);
  });
});
