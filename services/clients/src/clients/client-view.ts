import type { MessageInitShape } from '@bufbuild/protobuf';
import type { ClientSchema } from '@paydraft/contracts';
import type { ClientRecord } from './client.schema';

/** A stored client as the contract names it. */
export function clientView(record: ClientRecord): MessageInitShape<typeof ClientSchema> {
  return {
    id: record._id,
    businessName: record.businessName,
    contactName: record.contactName,
    businessEmail: record.businessEmail,
    businessPhone: record.businessPhone,
    businessAddress: record.businessAddress,
    businessWebsite: record.businessWebsite,
    taxId: record.taxId,
    notes: record.notes,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    addressLines: record.addressLines ?? [],
    postalCode: record.postalCode ?? '',
    city: record.city ?? '',
    region: record.region ?? '',
    country: record.country ?? '',
    vatId: record.vatId ?? '',
    registrationId: record.registrationId ?? '',
    timeZone: record.timeZone ?? '',
    language: record.language ?? '',
  };
}
