import { formValuesOf, loadErrorText, nextCustomFieldId, payloadOf } from './preferencesForm';

describe('preferences form model', () => {
  it("starts from the spec's defaults when nothing is saved", () => {
    expect(formValuesOf(null)).toMatchObject({
      default_currency: 'USD',
      tax_rate: 0,
      invoice_prefix: 'INV',
      next_invoice_number: 1,
      invoice_validity_days: 30,
      quote_prefix: 'QUO',
      next_quote_number: 1,
      quote_validity_days: 30,
      logo_url: null,
      custom_fields: [],
    });
  });

  it('reads a decimal-string tax rate and keeps at most 2 custom fields', () => {
    const values = formValuesOf({
      tax_rate: '8.25',
      logo_url: '',
      custom_fields: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
        { id: 3, name: 'C' },
      ],
    });
    expect(values.tax_rate).toBe(8.25);
    expect(values.logo_url).toBeNull();
    expect(values.custom_fields).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
    expect(formValuesOf({ tax_rate: 'abc' }).tax_rate).toBe(0);
  });

  it('drops blank custom fields, sends null when none remain, and logo_url or null', () => {
    const base = formValuesOf(null);
    expect(payloadOf({ ...base, custom_fields: [{ id: 1, name: '  ' }] }).custom_fields).toBeNull();
    expect(
      payloadOf({
        ...base,
        custom_fields: [
          { id: 1, name: '' },
          { id: 2, name: ' Hours ' },
        ],
      }).custom_fields,
    ).toEqual([{ id: 2, name: 'Hours' }]);
    expect(payloadOf({ ...base, logo_url: '' }).logo_url).toBeNull();
    expect(payloadOf({ ...base, logo_url: '/api/upload/logo/a.png' }).logo_url).toBe(
      '/api/upload/logo/a.png',
    );
  });

  it('falls back to the defaults for an emptied prefix or number, and keeps an emptied validity empty', () => {
    const payload = payloadOf({
      ...formValuesOf(null),
      invoice_prefix: '  ',
      next_quote_number: null,
      tax_rate: null,
      quote_validity_days: null,
    });
    expect(payload).toMatchObject({
      invoice_prefix: 'INV',
      next_quote_number: 1,
      tax_rate: 0,
      quote_validity_days: null,
    });
  });

  it('numbers new custom fields after the highest id', () => {
    expect(nextCustomFieldId([])).toBe(1);
    expect(nextCustomFieldId([{ id: 4, name: 'x' }])).toBe(5);
  });

  it('tells a refused answer from a call that got none (spec 001 section 8)', () => {
    expect(loadErrorText({ status: 500, data: {} })).toBe('Failed to fetch preferences');
    expect(loadErrorText({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('Failed to load form settings');
  });
});
