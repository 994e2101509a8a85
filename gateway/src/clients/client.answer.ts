import type { Client } from '@paydraft/contracts';

/** A client in the spec's field names (`id`, snake_case), as every /api/clients call answers it. */
export const clientAnswer = (client: Client | undefined) => ({
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
