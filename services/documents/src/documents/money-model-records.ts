import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Client, FormPreferencesSchema, Party, PaymentDetails, Tax, TaxLine } from '@paydraft/contracts';
import { partyJsonOf } from '@paydraft/document-render';
import { partyText } from '@paydraft/invoice-core';

type Preferences = MessageInitShape<typeof FormPreferencesSchema>;

/** Stored and contract shapes alike, without protobuf's type tag: what a document keeps and compares. */
export type PartyRecord = Omit<Party, '$typeName' | '$unknown'>;
export type PaymentRecord = Omit<PaymentDetails, '$typeName' | '$unknown'>;
export type TaxRecord = Omit<Tax, '$typeName' | '$unknown'>;
export type TaxLineRecord = Omit<TaxLine, '$typeName' | '$unknown'>;

/** A stored sub-document read lean may lack fields saved before they existed: read as empty. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

export const partyRecord = (party: Loose<PartyRecord>): PartyRecord => ({
  name: party.name ?? '',
  addressLines: [...(party.addressLines ?? [])],
  postalCode: party.postalCode ?? '',
  city: party.city ?? '',
  region: party.region ?? '',
  country: party.country ?? '',
  vatId: party.vatId ?? '',
  registrationId: party.registrationId ?? '',
  email: party.email ?? '',
  phone: party.phone ?? '',
});

export const paymentRecord = (payment: Loose<PaymentRecord>): PaymentRecord => ({
  iban: payment.iban ?? '',
  bic: payment.bic ?? '',
  accountName: payment.accountName ?? '',
  reference: payment.reference ?? '',
  instructions: payment.instructions ?? '',
});

export const taxRecord = (tax: Loose<TaxRecord>): TaxRecord => ({
  id: tax.id ?? '',
  name: tax.name ?? '',
  rate: tax.rate ?? '0',
  category: tax.category ?? 'S',
  compound: tax.compound ?? false,
});

export const taxLineRecord = (line: Loose<TaxLineRecord>): TaxLineRecord => ({
  id: line.id ?? '',
  name: line.name ?? '',
  rate: line.rate ?? '0',
  category: line.category ?? 'S',
  base: line.base ?? '0',
  amount: line.amount ?? '0',
});

/** Nothing worth keeping: no snapshot rather than an empty one. */
export const isBlank = (record: PartyRecord | PaymentRecord): boolean =>
  Object.values(record).every((value) => (Array.isArray(value) ? value.length === 0 : value === ''));

/** The seller as the owner's form preferences describe their business. */
export const sellerFromPreferences = (preferences: Preferences): PartyRecord =>
  partyRecord({
    name: preferences.businessName,
    addressLines: preferences.businessAddressLines,
    postalCode: preferences.businessPostalCode,
    city: preferences.businessCity,
    region: preferences.businessRegion,
    country: preferences.businessCountry,
    vatId: preferences.businessVatId,
    registrationId: preferences.businessRegistrationId,
    email: preferences.businessEmail,
    phone: preferences.businessPhone,
  });

export const paymentFromPreferences = (preferences: Preferences): PaymentRecord =>
  paymentRecord({
    iban: preferences.paymentIban,
    bic: preferences.paymentBic,
    accountName: preferences.paymentAccountName,
    instructions: preferences.paymentInstructions,
  });

/** The buyer as the owner's client record describes it. */
export const buyerFromClient = (client: Client): PartyRecord =>
  partyRecord({
    name: client.businessName,
    addressLines: client.addressLines,
    postalCode: client.postalCode,
    city: client.city,
    region: client.region,
    country: client.country,
    vatId: client.vatId,
    registrationId: client.registrationId,
    email: client.businessEmail,
    phone: client.businessPhone,
  });

/** A snapshot as the free text of sender_info/receiver_info (invoice-core's partyText); '' without one. */
export function partyTextOf(party: PartyRecord | undefined): string {
  return party ? partyText(partyJsonOf(party)) : '';
}
