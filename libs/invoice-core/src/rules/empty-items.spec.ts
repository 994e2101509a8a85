import { dropEmptyItems, isEmptyItem } from './empty-items';

describe('isEmptyItem', () => {
  it('treats a row with nothing in it as empty', () => {
    expect(isEmptyItem({})).toBe(true);
    expect(isEmptyItem({ description: '  ', qty: '', price: 0, cols: { a: '', b: ' ' } })).toBe(true);
    expect(isEmptyItem({ description: null, qty: null, price: undefined, cols: { a: null } })).toBe(true);
    expect(isEmptyItem({ qty: 'abc', price: -3 })).toBe(true);
  });

  it('treats a row with only its default quantity as empty', () => {
    expect(isEmptyItem({ description: '', qty: 1, price: '', cols: {} })).toBe(true);
    expect(isEmptyItem({ qty: '2' })).toBe(true);
  });

  it.each([[{ description: 'Design' }], [{ price: 0.01 }], [{ cols: { a: '', b: 'PO-7' } }]])(
    'keeps %p',
    (item) => {
      expect(isEmptyItem(item)).toBe(false);
    },
  );
});

describe('dropEmptyItems', () => {
  it('keeps the filled rows in order and returns a new array', () => {
    const items = [{ description: 'A' }, {}, { qty: 2, price: 5 }, { description: ' ' }];
    const kept = dropEmptyItems(items);
    expect(kept).toEqual([{ description: 'A' }, { qty: 2, price: 5 }]);
    expect(items).toHaveLength(4);
  });
});
