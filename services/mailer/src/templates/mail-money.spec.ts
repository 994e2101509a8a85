import { moneyOf } from './mail-money';

describe('moneyOf', () => {
  it("writes an amount with the language's separators and currency placement", () => {
    expect(moneyOf('1234.56', 'EUR')).toBe('€1,234.56');
    expect(moneyOf('1234.56', 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(moneyOf('1234.56', 'EUR', 'fr-FR')).toBe('1\u202f234,56\u00a0€');
  });

  it('says what it was told for a currency or figure it cannot format', () => {
    expect(moneyOf('12', 'XYZ', 'de-DE')).toBe('XYZ 12');
    expect(moneyOf('a lot', 'EUR', 'de-DE')).toBe('EUR a lot');
  });
});
