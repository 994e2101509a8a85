import { taxSchema } from '../document/taxes.schema';
import { VAT_CATEGORIES } from '../document/vat-category';
import { taxProblems, type TaxDraft } from './tax-rules';

const schemaSays = (tax: TaxDraft): string[] => {
  const checked = taxSchema.safeParse(tax);
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
};

const RATES = [
  '',
  null,
  '0',
  '19',
  '7.5',
  '100',
  '100.5',
  '19.12345',
  '-3',
  'abc',
  '0'.repeat(23) + '1',
  19,
  250,
];
const NAMES = ['', 'VAT', 'x'.repeat(40), 'x'.repeat(41)];
const IDS = ['tax-1', 'VAT_19', '', 'no spaces', 'x'.repeat(41)];

describe('taxProblems (the page-side check of a tax)', () => {
  it("says what taxSchema says, in its words and order, for every combination of a form's values", () => {
    for (const id of IDS)
      for (const name of NAMES)
        for (const rate of RATES)
          for (const category of VAT_CATEGORIES) {
            const tax = { id, name, rate, category };
            expect({ tax, problems: taxProblems(tax) }).toEqual({ tax, problems: schemaSays(tax) });
          }
  });

  it('names the rule a zero-rated category breaks', () => {
    expect(taxProblems({ id: 't1', name: 'VAT', rate: '19', category: 'Z' })).toEqual([
      'A tax of category Z (Zero rated) must have a rate of 0%',
    ]);
  });
});
