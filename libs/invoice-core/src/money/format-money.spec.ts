import { formatMoney } from './format-money';

// Intl puts non-breaking spaces between number and symbol in many locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats in en-US by default with the currency digits', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('0.30', 'USD')).toBe('$0.30');
    expect(formatMoney('1235', 'JPY')).toBe('¥1,235');
    expect(formatMoney('1.5', 'KWD')).toBe('KWD 1.500'.replace(' ', '\u00a0'));
    expect(plain(formatMoney('10.05', 'CHF'))).toBe('CHF 10.05');
  });

  it('follows the locale', () => {
    expect(plain(formatMoney('1234.5', 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(plain(formatMoney('1234.5', 'PLN', 'pl-PL'))).toBe('1234,50 zł');
  });

  it('rounds half-up to the currency digits', () => {
    expect(formatMoney('0.125', 'USD')).toBe('$0.13');
    expect(formatMoney('1.005', 'USD')).toBe('$1.01');
    expect(formatMoney('2.5', 'JPY')).toBe('¥3');
  });

  it('formats amounts beyond double precision exactly', () => {
    expect(formatMoney('12345678901234567.305', 'USD')).toBe('$12,345,678,901,234,567.31');
  });

  it('accepts lower-case codes and negative amounts', () => {
    expect(formatMoney('-5', 'usd')).toBe('-$5.00');
  });

  it.each(['', 'abc', '1,5', 'NaN', 'Infinity', '0x10', `1${'0'.repeat(400)}`])(
    'throws RangeError for %p',
    (amount) => {
      expect(() => formatMoney(amount, 'USD')).toThrow(RangeError);
    },
  );

  it.each([
    ['PLN', 'zł\u00a01,234.50'],
    ['RUB', '₽1,234.50'],
    ['UAH', '₴1,234.50'],
    ['USD', '$1,234.50'],
    ['CAD', 'CA$1,234.50'],
    ['CHF', 'CHF\u00a01,234.50'],
    ['JPY', '¥1,235'],
  ])('prints %s with a symbol where the locale would print only the ISO code', (currency, expected) => {
    expect(formatMoney('1234.5', currency)).toBe(expected);
  });
});
