import { z } from 'zod';
import { addressLinesField, countryField, vatIdField } from './party.schema';
import { accountNameField, bicField, ibanField } from './payment.schema';
import { taxesField } from './taxes.schema';

const trimmedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .default('');

export const DEFAULT_TAX_MESSAGE = 'The default tax must be one of the taxes';

/**
 * The form preferences' structured seller, bank details and default taxes (docs/money-model-api.md), in the
 * API's names, with the party and payment fields' rules and messages. Parsing writes values as they
 * are stored: country upper-cased, VAT number, IBAN and BIC compacted.
 */
export const sellerPreferenceFields = {
  business_address_lines: addressLinesField('Address'),
  business_postal_code: trimmedText('Postal code', 20),
  business_city: trimmedText('City', 100),
  business_region: trimmedText('Region', 100),
  business_country: countryField,
  business_vat_id: vatIdField('VAT number'),
  business_registration_id: trimmedText('Registration number', 50),
  payment_iban: ibanField,
  payment_bic: bicField,
  payment_account_name: accountNameField,
  payment_instructions: trimmedText('Payment instructions', 500),
  taxes: taxesField,
  default_tax_id: z.string({ error: DEFAULT_TAX_MESSAGE }).trim().default(''),
};

type WithDefaultTax = { taxes: { id: string }[]; default_tax_id: string };

/** The default tax (the one new lines pay) is one of the default taxes, or none (the first). */
export const withDefaultTaxRule = <Schema extends z.ZodType<WithDefaultTax>>(schema: Schema) =>
  schema.refine(
    ({ taxes, default_tax_id }) => default_tax_id === '' || taxes.some((tax) => tax.id === default_tax_id),
    { error: DEFAULT_TAX_MESSAGE, path: ['default_tax_id'] },
  );

export const sellerPreferencesSchema = withDefaultTaxRule(z.object(sellerPreferenceFields));

export type SellerPreferencesInput = z.input<typeof sellerPreferencesSchema>;
export type SellerPreferences = z.output<typeof sellerPreferencesSchema>;
