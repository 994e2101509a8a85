import { sampleInvoice } from '../../test/fixtures/sample-documents';
import { buildRenderModel } from './build-render-model';

describe('buildRenderModel', () => {
  it("reads only an item's own custom values: an id such as 'constructor' is one more column", () => {
    const ids = ['constructor', 'toString'];
    const request = sampleInvoice(0, {
      customColumns: ids.map((id) => ({ id, label: id })),
      items: [
        { description: 'Has values', qty: '1', price: '10', cols: { constructor: 'C-1', toString: 'T-1' } },
        { description: 'Has none', qty: '1', price: '10', cols: {} },
      ],
    });

    const model = buildRenderModel(request);

    expect(model.rows.map((row) => row.custom)).toEqual([
      ['C-1', 'T-1'],
      ['', ''],
    ]);
  });
});
