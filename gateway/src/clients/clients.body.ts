import { optionalLanguageField } from '@paydraft/invoice-core';
import { z } from 'zod';

// Types only: lengths, the email's shape, the status list, the country and the VAT number are the
// clients service's rules (`clients.invalid_input`), so they are written once, where they are enforced
// for every caller.
const text = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .nullable()
    .optional()
    .transform((value) => (value === null ? '' : value));

const lines = (field: string) =>
  z
    .array(z.string({ error: `${field} must be a list of lines` }), {
      error: `${field} must be a list of lines`,
    })
    .nullable()
    .optional()
    .transform((value) => (value === null ? [] : value));

/**
 * Body of POST /api/clients and PUT /api/clients/{id}, in the spec's field names. A field left out
 * stays as it is on update (empty on create); null clears it. Other keys (id, dates) are ignored.
 */
export const clientBodySchema = z.object({
  business_name: text('business_name'),
  contact_name: text('contact_name'),
  business_email: text('business_email'),
  business_phone: text('business_phone'),
  business_address: text('business_address'),
  business_website: text('business_website'),
  tax_id: text('tax_id'),
  notes: text('notes'),
  status: text('status'),
  address_lines: lines('address_lines'),
  postal_code: text('postal_code'),
  city: text('city'),
  region: text('region'),
  country: text('country'),
  vat_id: text('vat_id'),
  registration_id: text('registration_id'),
  // IANA name (Europe/Berlin) or empty; the clients service checks it.
  time_zone: text('time_zone'),
  // BCP 47 (de-CH) or empty: the owner's default. Left out: unchanged.
  language: optionalLanguageField.optional(),
});

export type ClientBody = z.infer<typeof clientBodySchema>;

/** The contract's ClientFields of a body. */
export const clientFieldsOf = (body: ClientBody) => ({
  businessName: body.business_name,
  contactName: body.contact_name,
  businessEmail: body.business_email,
  businessPhone: body.business_phone,
  businessAddress: body.business_address,
  businessWebsite: body.business_website,
  taxId: body.tax_id,
  notes: body.notes,
  status: body.status,
  addressLines: body.address_lines === undefined ? undefined : { lines: body.address_lines },
  postalCode: body.postal_code,
  city: body.city,
  region: body.region,
  country: body.country,
  vatId: body.vat_id,
  registrationId: body.registration_id,
  timeZone: body.time_zone,
  language: body.language,
});
