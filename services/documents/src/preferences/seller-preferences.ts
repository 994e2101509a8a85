import type { MessageInitShape } from '@bufbuild/protobuf';
import type { FormPreferencesSchema } from '@paydraft/contracts';
import type { SellerPreferences } from '@paydraft/invoice-core';
import type { StoredPreferences } from './preferences.schema';

type SellerInit = Pick<
  MessageInitShape<typeof FormPreferencesSchema>,
  | 'businessAddressLines'
  | 'businessPostalCode'
  | 'businessCity'
  | 'businessRegion'
  | 'businessCountry'
  | 'businessVatId'
  | 'businessRegistrationId'
  | 'paymentIban'
  | 'paymentBic'
  | 'paymentAccountName'
  | 'paymentInstructions'
  | 'taxes'
  | 'defaultTaxId'
>;

/** The checked structured fields as the store keeps them. */
export function storedSellerOf(seller: SellerPreferences) {
  return {
    businessAddressLines: seller.business_address_lines.map((line) => line.trim()).filter(Boolean),
    businessPostalCode: seller.business_postal_code,
    businessCity: seller.business_city,
    businessRegion: seller.business_region,
    businessCountry: seller.business_country,
    businessVatId: seller.business_vat_id,
    businessRegistrationId: seller.business_registration_id,
    paymentIban: seller.payment_iban,
    paymentBic: seller.payment_bic,
    paymentAccountName: seller.payment_account_name.trim(),
    paymentInstructions: seller.payment_instructions,
    taxes: seller.taxes.map(({ id, name, rate, category, compound }) => ({
      id,
      name: name.trim(),
      rate,
      category,
      compound,
    })),
    defaultTaxId: seller.default_tax_id,
  };
}

/**
 * The stored structured fields in the contract's names; preferences saved before these fields
 * existed have none of them, and read back as empty.
 */
export function sellerPreferencesOf(stored: StoredPreferences): SellerInit {
  return {
    businessAddressLines: stored.businessAddressLines ?? [],
    businessPostalCode: stored.businessPostalCode ?? '',
    businessCity: stored.businessCity ?? '',
    businessRegion: stored.businessRegion ?? '',
    businessCountry: stored.businessCountry ?? '',
    businessVatId: stored.businessVatId ?? '',
    businessRegistrationId: stored.businessRegistrationId ?? '',
    paymentIban: stored.paymentIban ?? '',
    paymentBic: stored.paymentBic ?? '',
    paymentAccountName: stored.paymentAccountName ?? '',
    paymentInstructions: stored.paymentInstructions ?? '',
    taxes: (stored.taxes ?? []).map((tax) => ({
      id: tax.id ?? '',
      name: tax.name ?? '',
      rate: tax.rate ?? '0',
      category: tax.category ?? 'S',
      compound: tax.compound ?? false,
    })),
    defaultTaxId: stored.defaultTaxId ?? '',
  };
}
