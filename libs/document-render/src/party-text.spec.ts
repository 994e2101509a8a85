import { partyText } from './party-text';

describe('partyText', () => {
  it('keeps plain multiline text as it is', () => {
    expect(partyText('Ada Studio\nLondon')).toBe('Ada Studio\nLondon');
  });

  it('reads JSON-encoded text', () => {
    expect(partyText(JSON.stringify('Ada Studio\nLondon'))).toBe('Ada Studio\nLondon');
  });

  it("prints an object's text values one a line, without the logo's address", () => {
    const sender = {
      name: 'Ada Studio',
      logo_url: '/api/logos/a.png',
      address: 'London',
      phone: ' ',
      vat: 7,
    };
    expect(partyText(JSON.stringify(sender))).toBe('Ada Studio\nLondon');
  });

  it('keeps text that only looks like JSON (a number, a list) as typed', () => {
    expect(partyText('42')).toBe('42');
    expect(partyText('[1]')).toBe('[1]');
  });
});
