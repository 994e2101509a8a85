import { buyerOfClient } from './clientReceiver';

const client = {
  business_name: 'Globex SARL',
  contact_name: 'Hank Scorpio',
  business_email: 'hank@globex.test',
  business_phone: '555-0100',
};

describe("a picked client's buyer", () => {
  it('takes the structured address and numbers, with the name, email and phone', () => {
    expect(
      buyerOfClient({
        ...client,
        address_lines: ['1 rue de la Paix', ' '],
        postal_code: '75002',
        city: 'Paris',
        region: '',
        country: 'FR',
        vat_id: 'FR40303265045',
        registration_id: '552 100 554',
      }),
    ).toEqual({
      name: 'Globex SARL',
      address_lines: ['1 rue de la Paix'],
      postal_code: '75002',
      city: 'Paris',
      region: '',
      country: 'FR',
      vat_id: 'FR40303265045',
      registration_id: '552 100 554',
      email: 'hank@globex.test',
      phone: '555-0100',
    });
  });

  it('is empty for a client with only the spec fields, whose receiver text says it all', () => {
    expect(buyerOfClient(client)).toEqual(
      expect.objectContaining({ name: '', country: '', address_lines: [] }),
    );
  });
});
