import { postalAddressOf } from './postalAddress';

describe('postalAddressOf', () => {
  it('puts the lines, then postal code and city, then the region, each on its line', () => {
    expect(
      postalAddressOf({
        address_lines: ['Rue de Rivoli 1', 'Bâtiment B'],
        postal_code: '75001',
        city: 'Paris',
        region: 'Île-de-France',
      }),
    ).toBe('Rue de Rivoli 1\nBâtiment B\n75001 Paris\nÎle-de-France');
  });

  it('leaves out what is missing, and is empty for a client without a structured address', () => {
    expect(postalAddressOf({ address_lines: [], postal_code: '', city: 'Zürich', region: '' })).toBe(
      'Zürich',
    );
    expect(postalAddressOf({ address_lines: [], postal_code: '', city: '', region: '' })).toBe('');
  });
});
