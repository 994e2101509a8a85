import { CURRENCIES, DEFAULT_CURRENCY, findCurrency } from './currencies';

describe('currency table', () => {
  it('holds the currencies in current use, about 150', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(140);
    expect(CURRENCIES.length).toBeLessThanOrEqual(170);
  });

  it('has no duplicate codes and is sorted by code', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('leaves out fund codes and currencies no longer in use', () => {
    for (const code of ['USN', 'CHE', 'CHW', 'XAU', 'DEM', 'FRF', 'VEF', 'HRK']) {
      expect(findCurrency(code)).toBeUndefined();
    }
  });

  it.each([
    ['USD', '$', 2, 'US Dollar'],
    ['EUR', '€', 2, 'Euro'],
    ['JPY', '¥', 0, 'Japanese Yen'],
    ['KRW', '₩', 0, 'South Korean Won'],
    ['INR', '₹', 2, 'Indian Rupee'],
    ['PLN', 'zł', 2, 'Polish Zloty'],
    ['GBP', '£', 2, 'British Pound'],
    ['KWD', 'KWD', 3, 'Kuwaiti Dinar'],
  ])('%s has symbol %s, %d digits, name %s', (code, symbol, digits, name) => {
    expect(findCurrency(code)).toMatchObject({ code, symbol, digits, name });
  });

  it('takes cash rounding from CLDR', () => {
    expect(findCurrency('CHF')?.cashRounding).toBe(0.05);
    expect(findCurrency('CAD')?.cashRounding).toBe(0.05);
    expect(findCurrency('DKK')?.cashRounding).toBe(0.5);
    expect(findCurrency('SEK')?.cashRounding).toBe(1);
    expect(findCurrency('HUF')?.cashRounding).toBe(5);
    expect(findCurrency('USD')?.cashRounding).toBeNull();
    expect(findCurrency('EUR')?.cashRounding).toBeNull();
  });

  it('gives every currency a name, a symbol and digits between 0 and 4', () => {
    for (const c of CURRENCIES) {
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.symbol.length).toBeGreaterThan(0);
      expect(c.digits).toBeGreaterThanOrEqual(0);
      expect(c.digits).toBeLessThanOrEqual(4);
    }
  });

  it("agrees with this runtime's Intl on digits (both are CLDR; a mismatch means a version drift)", () => {
    for (const c of CURRENCIES) {
      const intlDigits = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: c.code,
      }).resolvedOptions().maximumFractionDigits;
      expect([c.code, intlDigits]).toEqual([c.code, c.digits]);
    }
  });

  it('is frozen so no consumer can change it for the others', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES[0])).toBe(true);
  });

  it('defaults to USD, which is in the table', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(findCurrency(DEFAULT_CURRENCY)).toBeDefined();
  });
});

describe('findCurrency', () => {
  it('ignores case and surrounding spaces', () => {
    expect(findCurrency(' chf ')?.code).toBe('CHF');
  });

  it('returns undefined for unknown codes', () => {
    expect(findCurrency('XYZ')).toBeUndefined();
    expect(findCurrency('')).toBeUndefined();
  });
});
