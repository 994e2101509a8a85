import { getModelToken } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../../services/documents/src/documents/document.schema';
import type { TestUser } from './documents-stack';
import { pdfText, SharingStack } from './sharing-stack';

const UNSAFE_IDS = ['a.b', '$gt', 'constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
const ID_RULE = "Column ids are 1-40 letters, digits, '-' or '_', and not a name such as 'constructor'";

describe('custom column ids', () => {
  const stack = new SharingStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
    ada = stack.owner();
  });
  afterAll(() => stack.stop());

  const withColumn = (id: string) => ({
    custom_columns: [{ id, label: 'Ref' }],
    items: [{ description: 'Design', qty: 2, price: 50, cols: JSON.parse(`{${JSON.stringify(id)}:"R-1"}`) }],
  });

  it('refuses an unsafe id with a coded 400 on every save and on POST /api/pdf', async () => {
    const saved = (await ada.saveInvoice()).body.data;
    for (const id of UNSAFE_IDS) {
      const refusal = { status: 400, body: { code: 'request.invalid_body', error: ID_RULE } };
      expect(await ada.saveInvoice(withColumn(id))).toMatchObject(refusal);
      expect(await ada.call('PUT', `/api/documents/invoice/${saved.id}`, withColumn(id))).toMatchObject(
        refusal,
      );
      const pdf = await stack.anonymous('POST', '/api/pdf', { document_type: 'invoice', ...withColumn(id) });
      expect(pdf).toMatchObject({ status: 400, body: { error: ID_RULE } });
    }
  });

  it('renders a document stored with such an id before the rule, for its owner and by its link', async () => {
    const { id } = (await ada.saveInvoice()).body.data;
    // As a document saved before ids were checked sits in the store.
    const documents = stack.gateway
      .service('documents')
      .get<Model<StoredDocument>>(getModelToken(DOCUMENT_MODEL));
    await documents.collection.updateOne(
      { _id: (await documents.findById(id).lean())!._id },
      {
        $set: {
          customColumns: [
            { id: 'constructor', label: 'Ref' },
            { id: 'toString', label: 'Phase' },
          ],
          items: [
            {
              description: 'Design',
              qty: '2',
              price: '50',
              cols: { constructor: 'R-77', toString: 'Kick-off' },
            },
            // No value in those columns: reading one must not find the member every object has.
            { description: 'Support', qty: '1', price: '10', cols: {} },
          ],
        },
      },
    );
    const owner = await stack.gateway.fetch(`/api/documents/invoice/${id}/pdf`, {
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(owner.status).toBe(200);
    const text = pdfText(await owner.arrayBuffer());
    expect(text).toMatch(/R-77\s+Kick-off/);
    expect(text).toContain('Support');

    const { token } = (await ada.call('POST', `/api/documents/invoice/${id}/share`)).body.data as unknown as {
      token: string;
    };
    const shared = await stack.gateway.fetch(`/api/documents/invoice/${token}/pdf`);
    expect(shared.status).toBe(200);
    expect(pdfText(await shared.arrayBuffer())).toMatch(/R-77\s+Kick-off/);
  });
});
