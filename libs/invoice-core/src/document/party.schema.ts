import { z } from 'zod';
import { COUNTRY_MESSAGE, isCountryCode } from '../rules/country';
import { compactVatNumber, isAcceptableVatNumber } from '../rules/vat-number';
import { textField } from './text-field';

export const MAX_ADDRESS_LINES = 3;

/** An ISO 3166-1 alpha-2 code, upper-cased; empty when not given. */
export const countryField = z
  .string({ error: COUNTRY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: COUNTRY_MESSAGE })
  .default('');

export const addressLinesField = (field: string) =>
  z
    .array(textField(field, 200), { error: `${field} must be a list of lines` })
    .max(MAX_ADDRESS_LINES, { error: `${field} may have at most ${MAX_ADDRESS_LINES} lines` })
    .default([]);

/**
 * A VAT number as written on invoices: compacted ('DE136695976'), checked where a library can. Compacted
 * by `overwrite`, not `transform`: it stays a string to JSON Schema, so the API reference types it.
 */
export const vatIdField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(30, { error: `${field} must be at most 30 characters` })
    .refine(isAcceptableVatNumber, { error: `${field} is not a valid VAT number for its country` })
    .overwrite(compactVatNumber)
    .default('');

const emailField = (field: string) =>
  z.union([z.literal(''), z.email({ error: `${field} must be an email address` }).max(254)]).default('');

/**
 * A seller or buyer as an e-invoice needs it (EN 16931 BG-4/BG-7 with BG-5/BG-8): the structured
 * beside the spec's free-text sender_info/receiver_info. A saved document keeps it as a snapshot, so
 * a later edit of the client or the preferences never changes an issued invoice.
 */
export const partySchema = (who: 'Seller' | 'Buyer') =>
  z.object(
    {
      name: textField(`${who} name`, 200),
      address_lines: addressLinesField(`${who} address`),
      postal_code: textField(`${who} postal code`, 20),
      city: textField(`${who} city`, 100),
      region: textField(`${who} region`, 100),
      country: countryField,
      vat_id: vatIdField(`${who} VAT number`),
      registration_id: textField(`${who} registration number`, 50),
      email: emailField(`${who} email`),
      phone: textField(`${who} phone`, 50),
    },
    { error: `${who} must be an object` },
  );

export type Party = z.output<ReturnType<typeof partySchema>>;
export type PartyInput = z.input<ReturnType<typeof partySchema>>;
