import { partyText } from './party-text';
import { partySchema } from './party.schema';

const party = (input: object) => partySchema('Seller').parse(input);

describe('partyText: a party snapshot as the free text sender_info/receiver_info print', () => {
  it('prints name, address lines, postal code with city, region, country name and VAT number', () => {
    const text = partyText(
      party({
        name: 'Ada Studio GmbH',
        address_lines: ['Hauptstraße 5', 'Hinterhaus'],
        postal_code: '10115',
        city: 'Berlin',
        region: 'Berlin',
        country: 'de',
        vat_id: 'DE 136 695 976',
        email: 'ada@example.com',
      }),
    );

    expect(text).toBe(
      'Ada Studio GmbH\nHauptstraße 5\nHinterhaus\n10115 Berlin\nBerlin\nGermany\nVAT: DE136695976',
    );
  });

  it('leaves out what is empty, and prints a lone postal code or city alone', () => {
    expect(partyText(party({ name: 'Engines Ltd', city: 'London', country: 'GB' }))).toBe(
      'Engines Ltd\nLondon\nUnited Kingdom',
    );
    expect(partyText(party({ postal_code: '8001' }))).toBe('8001');
    expect(partyText(party({}))).toBe('');
  });
});
