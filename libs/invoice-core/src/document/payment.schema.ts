import { z } from 'zod';
import {
  compactIban,
  compactPaymentReference,
  isAcceptableBic,
  isAcceptableIban,
  isAcceptablePaymentReference,
} from '../rules/payment-ids';
import { textField } from './text-field';

export const ibanField = z
  .string({ error: 'IBAN must be text' })
  .max(42, { error: 'IBAN must be at most 42 characters' })
  .refine(isAcceptableIban, { error: 'IBAN is not valid: check the country code, length and check digits' })
  .transform(compactIban)
  .default('');

export const bicField = z
  .string({ error: 'BIC must be text' })
  .max(14, { error: 'BIC must be at most 14 characters' })
  .refine(isAcceptableBic, { error: 'BIC must be 8 or 11 letters and digits, such as COBADEFFXXX' })
  .transform((bic) => bic.replace(/\s/g, '').toUpperCase())
  .default('');

/** SEPA allows 70 characters for a name and 140 for remittance information. */
export const accountNameField = textField('Account name', 70);

/** How the buyer pays this document (EN 16931 BG-16/BG-17 and BT-83). */
export const paymentSchema = z.object(
  {
    iban: ibanField,
    bic: bicField,
    account_name: accountNameField,
    reference: z
      .string({ error: 'Payment reference must be text' })
      .max(140, { error: 'Payment reference must be at most 140 characters' })
      .refine(isAcceptablePaymentReference, {
        error: 'Payment reference starts like an RF creditor reference but its check digits are wrong',
      })
      .transform(compactPaymentReference)
      .default(''),
    instructions: textField('Payment instructions', 500),
  },
  { error: 'Payment must be an object' },
);

export type PaymentDetails = z.output<typeof paymentSchema>;
