import { create } from '@bufbuild/protobuf';
import { FormPreferencesSchema } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { checkPreferences } from './preferences.rules';

const valid = {
  defaultCurrency: 'EUR',
  taxRate: '20.5',
  invoicePrefix: 'INV',
  quotePrefix: 'QUO',
  nextInvoiceNumber: 1,
  nextQuoteNumber: 1,
  invoiceValidityDays: 30,
  quoteValidityDays: 30,
};

const messageOf = (overrides: Record<string, unknown>) => {
  try {
    checkPreferences(create(FormPreferencesSchema, { ...valid, ...overrides }));
  } catch (error) {
    if (error instanceof ServiceException) return `${error.reason}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('checkPreferences', () => {
  it('accepts valid preferences', () => {
    expect(messageOf({})).toBe('accepted');
  });

  it('accepts a structured seller, bank details and default taxes', () => {
    expect(
      messageOf({
        businessAddressLines: ['Torstraße 1'],
        businessCountry: 'DE',
        businessVatId: 'DE136695976',
        paymentIban: 'DE89370400440532013000',
        paymentBic: 'COBADEFFXXX',
        taxes: [{ id: 'vat19', name: 'VAT', rate: '19', category: 'S' }],
        defaultTaxId: 'vat19',
      }),
    ).toBe('accepted');
  });

  it('accepts reminder settings, written as stored: reminders in the order they go out', () => {
    const checked = checkPreferences(
      create(FormPreferencesSchema, {
        ...valid,
        reminders: [
          { days: 7, anchor: 'after_due' },
          { days: 3, anchor: 'before_due' },
        ],
        reminderRepeatDays: 7,
        reminderMaxRepeats: 3,
        lateFee: { type: 'fixed', value: '25.00' },
        quoteReminderDays: 2,
        timeZone: 'europe/berlin',
      }),
    );
    expect(checked.reminders).toEqual({
      reminders: [
        { days: 3, anchor: 'before_due' },
        { days: 7, anchor: 'after_due' },
      ],
      reminder_repeat_days: 7,
      reminder_max_repeats: 3,
      late_fee: { type: 'fixed', value: '25' },
      quote_reminder_days: 2,
      time_zone: 'Europe/Berlin',
    });
  });

  it.each([
    [
      { reminders: [1, 2, 3, 4].map((days) => ({ days, anchor: 'after_due' })) },
      'Reminders must be a list of at most 3 entries of { days, anchor }',
    ],
    [
      { reminders: [{ days: 3, anchor: 'someday' }] },
      'Reminder anchor must be one of before_due, on_due, after_due',
    ],
    [
      { reminders: [{ days: 400, anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      { reminderMaxRepeats: 13 },
      'Maximum repeats (reminder_max_repeats) must be a whole number from 0 to 12',
    ],
    [
      { reminderRepeatDays: 366 },
      'Repeat interval (reminder_repeat_days) must be a whole number from 0 to 365',
    ],
    [
      { lateFee: { type: 'fixed', value: 'abc' } },
      'Late fee must be a number above 0 with at most 4 decimals',
    ],
    [{ lateFee: { type: 'percent', value: '150' } }, 'A percent late fee must be at most 100'],
    [{ timeZone: 'Mars/Olympus' }, "Time zone must be an IANA time zone name, such as 'Europe/Berlin'"],
  ])('refuses the reminder setting %j with documents.invalid_input', (overrides, message) => {
    expect(messageOf(overrides)).toBe(`documents.invalid_input: ${message}`);
  });

  it.each([
    [{ taxRate: '100.5' }, 'Tax rate must be a number from 0 to 100'],
    [{ taxRate: 'abc' }, 'Tax rate must be a number from 0 to 100'],
    [{ defaultCurrency: 'QQQ' }, 'Unknown currency'],
    [{ quotePrefix: 'Q U' }, 'Prefixes must be 1-20 letters, digits, _ or -'],
    [{ invoicePrefix: '' }, 'Prefixes must be 1-20 letters, digits, _ or -'],
    [{ nextQuoteNumber: 0 }, 'Next numbers must be 1 or more'],
    [{ invoiceValidityDays: 4000 }, 'Validity days must be at most 3650'],
    [
      {
        customFields: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
          { id: 3, name: 'c' },
        ],
      },
      'Maximum 2 custom fields allowed',
    ],
    [{ businessCountry: 'XX' }, 'Country must be a two-letter ISO 3166 code, such as DE'],
    [{ businessVatId: 'DE123' }, 'VAT number is not a valid VAT number for its country'],
    [{ businessAddressLines: ['a', 'b', 'c', 'd'] }, 'Address may have at most 3 lines'],
    [
      { paymentIban: 'DE89370400440532013001' },
      'IBAN is not valid: check the country code, length and check digits',
    ],
    [{ paymentBic: 'COBA' }, 'BIC must be 8 or 11 letters and digits, such as COBADEFFXXX'],
    [
      { taxes: [{ id: 'e', name: 'Exempt', rate: '7', category: 'E' }] },
      'A tax of category E (Exempt) must have a rate of 0%',
    ],
    [
      { taxes: [{ id: 'vat', name: 'VAT', rate: '19', category: 'S' }], defaultTaxId: 'gst' },
      'The default tax must be one of the taxes',
    ],
  ])('refuses %j with documents.invalid_input', (overrides, message) => {
    expect(messageOf(overrides)).toBe(`documents.invalid_input: ${message}`);
  });
});
