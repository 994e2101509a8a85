import { MoneyDecimal } from './money-decimal';
import { splitAmount } from './split-amount';

const d = (value: string | number) => new MoneyDecimal(value);
const texts = (parts: MoneyDecimal[]) => parts.map((part) => part.toFixed(2));

describe('splitAmount', () => {
  it('splits in proportion, each part rounded, the remainder to the largest weight', () => {
    // 0.025 rounds up twice: the largest part gives back the cent over.
    expect(texts(splitAmount(d('0.10'), [d(1), d(2), d(1)], 2))).toEqual(['0.03', '0.04', '0.03']);
    expect(texts(splitAmount(d('7.40'), [d('118'), d('30')], 2))).toEqual(['5.90', '1.50']);
  });

  it('gives the remainder to the first of equal largest weights, and the parts always add up', () => {
    const parts = splitAmount(d('0.10'), [d(1), d(1), d(1)], 2);
    expect(texts(parts)).toEqual(['0.04', '0.03', '0.03']);
    expect(parts.reduce((sum, part) => sum.plus(part), d(0)).toFixed(2)).toBe('0.10');
  });

  it('puts everything on the first part when every weight is 0, and nothing when there are no parts', () => {
    expect(texts(splitAmount(d('5.00'), [d(0), d(0)], 2))).toEqual(['5.00', '0.00']);
    expect(splitAmount(d('5.00'), [], 2)).toEqual([]);
  });
});
