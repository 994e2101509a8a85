import type { Party } from '@paydraft/invoice-core';

/** An electronic address (BT-34 / BT-49) and its scheme from the EAS code list. */
export type ElectronicAddress = { scheme: string; id: string };

/**
 * The EAS schemes that address a party by its VAT number ('9930' + 'DE136695976'). Peppol BIS 3.0's
 * EAS list (2026.5) has no email scheme, so a Peppol party needs one of these.
 */
const VAT_SCHEMES: Record<string, string> = {
  AD: '9922', AL: '9923', AT: '9914', BA: '9924', BE: '9925', BG: '9926', CH: '9927', CY: '9928',
  CZ: '9929', DE: '9930', EE: '9931', GB: '9932', EL: '9933', HR: '9934', IE: '9935', LI: '9936',
  LT: '9937', LU: '9938', LV: '9939', MC: '9940', ME: '9941', MK: '9942', MT: '9943', NL: '9944',
  PL: '9945', PT: '9946', RO: '9947', RS: '9948', SI: '9949', SK: '9950', SM: '9951', TR: '9952',
  VA: '9953', FR: '9957', HU: '9910', ES: '9920',
};

/** 'EM': an email address, which EN 16931's and XRechnung's EAS lists take. */
export function emailAddress(party: Pick<Party, 'email'>): ElectronicAddress | undefined {
  return party.email === '' ? undefined : { scheme: 'EM', id: party.email };
}

/** The party's VAT number under its country's EAS scheme, when it has one. */
export function vatAddress(party: Pick<Party, 'vat_id'>): ElectronicAddress | undefined {
  const scheme = VAT_SCHEMES[party.vat_id.slice(0, 2)];
  return scheme === undefined ? undefined : { scheme, id: party.vat_id };
}
