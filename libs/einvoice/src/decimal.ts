import { Decimal } from 'decimal.js';

/** decimal.js with our own settings (not the global ones another library could change). */
export const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });
export type Exact = InstanceType<typeof Exact>;

export const exact = (text: string): Exact => new Exact(text === '' ? 0 : text);

export const sumOf = (values: readonly Exact[]): Exact => values.reduce((a, b) => a.plus(b), new Exact(0));
