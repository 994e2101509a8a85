import { formValuesOf, loadErrorText, newTaxRow, nextCustomFieldId, payloadOf } from './preferencesForm';

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

  it('tells a refused answer from a call that got none', () => {
    expect(loadErrorText({ status: 500, data: {} })).toBe('Failed to fetch preferences');
    expect(loadErrorText({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('Failed to load form settings');
  });

  it('shows three address line inputs and the saved taxes, rates as text', () => {
    const values = formValuesOf({
      business_address_lines: ['Torstraße 1'],
      taxes: [{ id: 'vat', name: 'VAT', rate: '19', category: 'S', compound: false }],
      default_tax_id: 'vat',
    });
    expect(values.business_address_lines).toEqual(['Torstraße 1', '', '']);
    expect(values.taxes).toEqual([{ id: 'vat', name: 'VAT', rate: '19', category: 'S', compound: false }]);
    expect(formValuesOf(null)).toMatchObject({
      business_address_lines: ['', '', ''],
      taxes: [],
      default_tax_id: '',
    });
  });

  it('sends the filled address lines only, trimmed fields, and a default tax that is listed', () => {
    const base = formValuesOf(null);
    const taxes = [
      { id: 'tax-1', name: ' VAT ', rate: '19', category: 'S' as const, compound: false },
      { id: 'tax-2', name: 'Reduced', rate: null, category: 'S' as const, compound: false },
    ];
    const payload = payloadOf({
      ...base,
      business_address_lines: [' Torstraße 1 ', '', 'Hinterhaus'],
      payment_iban: ' DE89 3704 0044 0532 0130 00 ',
      taxes,
      default_tax_id: 'tax-9',
    });
    expect(payload).toMatchObject({
      business_address_lines: ['Torstraße 1', 'Hinterhaus'],
      payment_iban: 'DE89 3704 0044 0532 0130 00',
      taxes: [
        { id: 'tax-1', name: 'VAT', rate: '19', category: 'S', compound: false },
        { id: 'tax-2', name: 'Reduced', rate: '0', category: 'S', compound: false },
      ],
      // The chosen default was removed: the first tax is the default.
      default_tax_id: 'tax-1',
    });
    expect(payloadOf({ ...base, taxes, default_tax_id: 'tax-2' }).default_tax_id).toBe('tax-2');
    expect(payloadOf({ ...base, default_tax_id: 'tax-1' }).default_tax_id).toBe('');
  });

  it('gives a new tax an id no row has', () => {
    expect(newTaxRow([]).id).toBe('tax-1');
    expect(newTaxRow([{ ...newTaxRow([]), id: 'tax-2' }]).id).toBe('tax-3');
  });

  it('reads and sends the reminder settings with the names the API gives them', () => {
    const values = formValuesOf({
      reminders: [
        { days: 3, anchor: 'before_due' },
        { days: 0, anchor: 'on_due' },
        { days: 7, anchor: 'after_due' },
      ],
      reminder_repeat_days: 7,
      reminder_max_repeats: 3,
      late_fee: { type: 'percent', value: '1.5' },
      quote_reminder_days: 2,
      time_zone: 'Europe/Berlin',
    });
    expect(values).toMatchObject({ late_fee_type: 'percent', late_fee_value: '1.5' });
    expect(payloadOf(values)).toMatchObject({
      reminders: [
        { days: 3, anchor: 'before_due' },
        { days: 0, anchor: 'on_due' },
        { days: 7, anchor: 'after_due' },
      ],
      reminder_repeat_days: 7,
      reminder_max_repeats: 3,
      late_fee: { type: 'percent', value: '1.5' },
      quote_reminder_days: 2,
      time_zone: 'Europe/Berlin',
    });
    expect(payloadOf({ ...values, late_fee_type: 'off' }).late_fee).toBeNull();
  });

  it('keeps the default document language from the answer to the payload', () => {
    expect(formValuesOf({ language: 'de-CH' }).language).toBe('de-CH');
    expect(payloadOf(formValuesOf({ language: 'de-CH' })).language).toBe('de-CH');
    expect(payloadOf(formValuesOf(null)).language).toBe('');
  });
});
