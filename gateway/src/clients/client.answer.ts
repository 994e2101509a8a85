import type { Client } from '@paydraft/contracts';
import { z } from 'zod';

/** What clientAnswer returns (the API reference's schema of a client). */
export const clientAnswerSchema = z
  .object({
    id: z.string(),
    business_name: z.string(),
    contact_name: z.string(),
    business_email: z.string(),
    business_phone: z.string(),
    business_address: z.string(),
    business_website: z.string(),
    tax_id: z.string(),
    notes: z.string(),
    status: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    address_lines: z.array(z.string()),
    postal_code: z.string(),
    city: z.string(),
    region: z.string(),
    country: z.string(),
    vat_id: z.string(),
    registration_id: z.string(),
    time_zone: z.string(),
    language: z.string(),
  })
  .meta({ id: 'Client' });
export type ClientAnswer = z.output<typeof clientAnswerSchema>;

/** A client in the spec's field names (`id`, snake_case), as every /api/clients call answers it. */
export const clientAnswer = (client: Client | undefined): ClientAnswer => ({
  id: client?.id ?? '',
  business_name: client?.businessName ?? '',
  contact_name: client?.contactName ?? '',
  business_email: client?.businessEmail ?? '',
  business_phone: client?.businessPhone ?? '',
  business_address: client?.businessAddress ?? '',
  business_website: client?.businessWebsite ?? '',
  tax_id: client?.taxId ?? '',
  notes: client?.notes ?? '',
  status: client?.status ?? '',
  created_at: client?.createdAt ?? '',
  updated_at: client?.updatedAt ?? '',
  address_lines: client?.addressLines ?? [],
  postal_code: client?.postalCode ?? '',
  city: client?.city ?? '',
  region: client?.region ?? '',
  country: client?.country ?? '',
  vat_id: client?.vatId ?? '',
  registration_id: client?.registrationId ?? '',
  time_zone: client?.timeZone ?? '',
  language: client?.language ?? '',
});
