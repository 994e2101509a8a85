import { cldrFractions, currentTenderCodes } from './cldr-currency-data';

describe('cldrFractions', () => {
  it('reads digits and turns CLDR cash units into a step', () => {
    expect(cldrFractions('CHF')).toEqual({ digits: 2, cashRounding: 0.05 });
    expect(cldrFractions('JPY')).toEqual({ digits: 0, cashRounding: null });
    // _cashRounding "0" with _cashDigits "0": cash is counted in whole kronor.
    expect(cldrFractions('NOK')).toEqual({ digits: 2, cashRounding: 1 });
  });

  it('falls back to 2 digits without cash rounding for codes CLDR does not list', () => {
    expect(cldrFractions('USD')).toEqual({ digits: 2, cashRounding: null });
    expect(cldrFractions('XYZ')).toEqual({ digits: 2, cashRounding: null });
  });
});

describe('currentTenderCodes', () => {
  it('lists ISO-shaped codes only', () => {
    for (const code of currentTenderCodes()) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});
