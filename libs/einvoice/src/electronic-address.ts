import { peppolVatScheme, type Party } from '@paydraft/invoice-core';

/** An electronic address (BT-34 / BT-49) and its scheme from the EAS code list. */
export type ElectronicAddress = { scheme: string; id: string };

/** 'EM': an email address, which EN 16931's and XRechnung's EAS lists take. */
export function emailAddress(party: Pick<Party, 'email'>): ElectronicAddress | undefined {
  return party.email === '' ? undefined : { scheme: 'EM', id: party.email };
}

/** The party's VAT number under its country's EAS scheme, when Peppol has one for it. */
export function vatAddress(party: Pick<Party, 'vat_id'>): ElectronicAddress | undefined {
  const scheme = peppolVatScheme(party.vat_id);
  return scheme === undefined ? undefined : { scheme, id: party.vat_id };
}
