import { withSafeColumnIds } from './legacy-column-ids';

describe('withSafeColumnIds', () => {
  it('renames unsafe ids to free col-N ids and moves the values with them', () => {
    const columns = [
      { id: 'constructor', label: 'Ref' },
      { id: 'col-1', label: 'Hours' },
      { id: 'a.b', label: 'Phase' },
    ];
    const items = [
      {
        description: 'Design',
        cols: JSON.parse('{"constructor":"R-1","col-1":"12","a.b":"One","$x":"lost"}'),
      },
      { description: 'No values' },
    ];

    expect(withSafeColumnIds(columns, items)).toEqual({
      columns: [
        { id: 'col-2', label: 'Ref' },
        { id: 'col-1', label: 'Hours' },
        { id: 'col-3', label: 'Phase' },
      ],
      items: [
        { description: 'Design', cols: { 'col-2': 'R-1', 'col-1': '12', 'col-3': 'One' } },
        { description: 'No values' },
      ],
    });
  });

  it('leaves a document with safe ids, and anything not shaped as columns, as it is', () => {
    const items = [{ cols: { c1: 'x' } }];
    const columns = [{ id: 'c1', label: 'A' }];

    expect(withSafeColumnIds(columns, items)).toEqual({ columns, items });
    expect(withSafeColumnIds('[]', items)).toEqual({ columns: '[]', items });
  });
});
