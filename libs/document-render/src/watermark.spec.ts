import { Plan } from '@paydraft/contracts';
import { watermarkFor } from './watermark';

describe('watermarkFor', () => {
  it('leaves it off for plans that open the dashboard', () => {
    expect(watermarkFor(Plan.PRO)).toBe(false);
    expect(watermarkFor(Plan.LIFETIME)).toBe(false);
  });

  it('puts it on for Free and for a plan billing could not tell', () => {
    expect(watermarkFor(Plan.FREE)).toBe(true);
    expect(watermarkFor(Plan.UNSPECIFIED)).toBe(true);
  });
});
