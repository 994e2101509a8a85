import type { PartyInput } from '../document/party.schema';
import type { TaxDefinition } from '../document/taxes.schema';
import { VAT_CATEGORY_NAMES, type VatCategory } from '../document/vat-category';
import { isCountryCode } from '../rules/country';
import { toNonNegativeNumber, type NumberInput } from '../rules/non-negative-number';
import { peppolVatScheme } from './peppol-vat-scheme';

/** EN 16931 as Factur-X / ZUGFeRD (CII) carries it, and the two UBL profiles that add rules to it. */
export const EINVOICE_PROFILES = ['en16931', 'xrechnung', 'peppol'] as const;
export type EInvoiceProfile = (typeof EINVOICE_PROFILES)[number];

/** A field an e-invoice needs and the document lacks: `field` is its path in the document's JSON. */
export type EInvoiceProblem = { field: string; message: string };

/** What the rules read of a document (the builder's draft or a saved one), all optional. */
export type EInvoiceSubject = {
  document_type: string;
  document_number?: string;
  issue_date?: string;
  tax_rate?: NumberInput;
  taxes?: readonly (Pick<TaxDefinition, 'id' | 'name' | 'category' | 'compound'> & { rate?: NumberInput })[];
  items: readonly { tax_ids?: readonly string[] }[];
  seller?: PartyInput;
  buyer?: PartyInput;
  payment?: { iban?: string };
  buyer_reference?: string;
  po_number?: string;
  payment_terms?: string;
  delivery_date?: string;
};

export type EInvoiceCheckOptions = {
  /** Something is left to pay: such an invoice must say how (a payment means, BG-16). */
  payable: boolean;
};

const E_INVOICE_TYPES = new Set(['invoice', 'credit_note']);

/**
 * What a document lacks to become a valid e-invoice of the profile, said so the builder can list it
 * before the user asks for one; empty when the writers can make one that the EN 16931 schematron (and
 * the profile's own rules) accept. The writers refuse a document with problems.
 */
export function einvoiceProblems(
  document: EInvoiceSubject,
  profile: EInvoiceProfile,
  options: EInvoiceCheckOptions,
): EInvoiceProblem[] {
  if (!E_INVOICE_TYPES.has(document.document_type)) {
    return [{ field: 'document_type', message: 'Only invoices and credit notes can be e-invoices' }];
  }
  const categories = lineCategories(document);
  return firstPerField([
    ...documentProblems(document),
    ...partyProblems(document),
    ...categories.problems,
    ...taxProblems(categories.usedTaxes),
    ...categoryProblems(document, categories.used),
    ...paymentProblems(document, profile, options),
    ...profileProblems(document, profile, categories.used),
  ]);
}

function documentProblems(document: EInvoiceSubject): EInvoiceProblem[] {
  return [
    ...missing(document.document_number, 'document_number', 'Add a document number'),
    ...missing(document.issue_date, 'issue_date', 'Add the issue date'),
  ];
}

function partyProblems({ seller, buyer }: EInvoiceSubject): EInvoiceProblem[] {
  return [
    ...missing(seller?.name, 'seller.name', "Add the seller's name"),
    ...missing(seller?.country, 'seller.country', "Add the seller's country"),
    ...missing(buyer?.name, 'buyer.name', "Add the buyer's name"),
    ...missing(buyer?.country, 'buyer.country', "Add the buyer's country"),
    ...vatPrefixProblems(seller?.vat_id, 'seller'),
    ...vatPrefixProblems(buyer?.vat_id, 'buyer'),
  ];
}

/** A VAT number starts with its country's code, Greece's with EL (BR-CO-09). */
function vatPrefixProblems(vatId: string | undefined, who: 'seller' | 'buyer'): EInvoiceProblem[] {
  if (blank(vatId)) return [];
  const prefix = (vatId ?? '').trim().slice(0, 2).toUpperCase();
  return prefix === 'EL' || prefix === 'XI' || (/^[A-Z]{2}$/.test(prefix) && isCountryCode(prefix))
    ? []
    : [
        {
          field: `${who}.vat_id`,
          message: `The ${who}'s VAT number must start with its country code, such as DE`,
        },
      ];
}

type UsedTax = NonNullable<EInvoiceSubject['taxes']>[number] & { index: number };
type LineCategories = { used: Set<VatCategory>; usedTaxes: UsedTax[]; problems: EInvoiceProblem[] };

/** EN 16931 gives every line exactly one VAT category and rate (BR-CO-04), and knows no compound tax. */
function lineCategories(document: EInvoiceSubject): LineCategories {
  const taxes = document.taxes ?? [];
  const used = new Set<VatCategory>();
  const usedTaxes = new Map<string, UsedTax>();
  const problems: EInvoiceProblem[] = [];
  if (taxes.length === 0) {
    if (toNonNegativeNumber(document.tax_rate ?? 0) > 0) used.add('S');
    else
      problems.push({
        field: 'taxes',
        message: 'Add a VAT rate, or the reason no VAT is charged (zero rated, exempt, reverse charge…)',
      });
    return { used, usedTaxes: [], problems };
  }
  const byId = new Map(taxes.map((tax) => [tax.id, tax]));
  const defaults = taxes.filter((tax) => !tax.compound).map((tax) => tax.id);
  document.items.forEach((item, index) => {
    const lineTaxes = (item.tax_ids ?? defaults).flatMap((id) => byId.get(id) ?? []);
    if (lineTaxes.length !== 1) {
      problems.push({
        field: `items.${index}.tax_ids`,
        message: `Give item ${index + 1} exactly one VAT rate`,
      });
      return;
    }
    used.add(lineTaxes[0].category);
    usedTaxes.set(lineTaxes[0].id, { ...lineTaxes[0], index: taxes.indexOf(lineTaxes[0]) });
  });
  taxes.forEach((tax, index) => {
    if (tax.compound)
      problems.push({
        field: `taxes.${index}.compound`,
        message: `"${tax.name}" is a compound tax, which an e-invoice cannot carry`,
      });
  });
  return { used, usedTaxes: [...usedTaxes.values()].sort((a, b) => a.index - b.index), problems };
}

/**
 * The taxes the lines pay: a standard rate above 0% (BR-S-05), and one tax per category and rate,
 * since the breakdown sums every line of a category and rate into one (BR-S-08, BR-Z-08…).
 */
function taxProblems(usedTaxes: readonly UsedTax[]): EInvoiceProblem[] {
  const problems: EInvoiceProblem[] = [];
  const seen = new Map<string, UsedTax>();
  for (const tax of usedTaxes) {
    const rate = toNonNegativeNumber(tax.rate ?? 0);
    if (tax.category === 'S' && rate === 0)
      problems.push({
        field: `taxes.${tax.index}.rate`,
        message: `"${tax.name}" is a standard rate: give it a rate above 0%, or the category that says why no VAT is charged`,
      });
    const key = `${tax.category} ${rate}`;
    const same = seen.get(key);
    if (same)
      problems.push({
        field: `taxes.${tax.index}`,
        message: `"${tax.name}" has the same VAT category and rate as "${same.name}": make them one tax`,
      });
    else seen.set(key, tax);
  }
  return problems;
}

/** The identifiers each VAT category requires (BR-S-02, BR-AE-02/03, BR-IC-02/03/11, BR-G-02, BR-O-02/03/04). */
function categoryProblems(document: EInvoiceSubject, used: Set<VatCategory>): EInvoiceProblem[] {
  const { seller, buyer } = document;
  const problems: EInvoiceProblem[] = [];
  const needsSellerVat = ['AE', 'K', 'G'].some((code) => used.has(code as VatCategory));
  if (needsSellerVat)
    problems.push(
      ...missing(
        seller?.vat_id,
        'seller.vat_id',
        `${namesOf(used, ['AE', 'K', 'G'])} needs the seller's VAT number`,
      ),
    );
  else if (
    ['S', 'Z', 'E', 'L', 'M'].some((code) => used.has(code as VatCategory)) &&
    blank(seller?.vat_id) &&
    blank(seller?.registration_id)
  ) {
    problems.push({
      field: 'seller.vat_id',
      message: "Add the seller's VAT number or tax registration number",
    });
  }
  if (used.has('AE') || used.has('K'))
    problems.push(
      ...missing(buyer?.vat_id, 'buyer.vat_id', `${namesOf(used, ['AE', 'K'])} needs the buyer's VAT number`),
    );
  if (used.has('K'))
    problems.push(
      ...missing(
        document.delivery_date,
        'delivery_date',
        'An intra-community supply needs its delivery date',
      ),
    );
  if (used.has('O')) problems.push(...outsideScopeProblems(document, used));
  return problems;
}

function outsideScopeProblems({ seller, buyer }: EInvoiceSubject, used: Set<VatCategory>): EInvoiceProblem[] {
  if (used.size > 1)
    return [{ field: 'taxes', message: 'Items outside the scope of VAT need an invoice of their own' }];
  // Without a VAT number the seller is identified by its registration (BR-CO-26).
  const problems: EInvoiceProblem[] = missing(
    seller?.registration_id,
    'seller.registration_id',
    "Add the seller's registration number: without a VAT number it identifies the seller",
  );
  if (!blank(seller?.vat_id))
    problems.push({
      field: 'seller.vat_id',
      message: "Outside the scope of VAT: remove the seller's VAT number",
    });
  if (!blank(buyer?.vat_id))
    problems.push({
      field: 'buyer.vat_id',
      message: "Outside the scope of VAT: remove the buyer's VAT number",
    });
  return problems;
}

function paymentProblems(
  document: EInvoiceSubject,
  profile: EInvoiceProfile,
  { payable }: EInvoiceCheckOptions,
): EInvoiceProblem[] {
  // German e-invoices want the payment means on every invoice and credit note (BR-DE-1, DE-R-001).
  const needed = (document.document_type === 'invoice' && payable) || germanRulesApply(document, profile);
  return needed ? missing(document.payment?.iban, 'payment.iban', 'Add the IBAN the buyer pays to') : [];
}

/** XRechnung always; Peppol's own copy of them (DE-R-*) between a German seller and buyer. */
function germanRulesApply({ seller, buyer }: EInvoiceSubject, profile: EInvoiceProfile): boolean {
  return (
    profile === 'xrechnung' || (profile === 'peppol' && seller?.country === 'DE' && buyer?.country === 'DE')
  );
}

function profileProblems(
  document: EInvoiceSubject,
  profile: EInvoiceProfile,
  used: Set<VatCategory>,
): EInvoiceProblem[] {
  const german = germanRulesApply(document, profile) ? germanProblems(document) : [];
  if (profile === 'xrechnung')
    return [...german, ...missing(document.buyer?.email, 'buyer.email', "Add the buyer's email address")];
  if (profile === 'peppol')
    return [...peppolProblems(document, used, germanRulesApply(document, profile)), ...german];
  return [];
}

/** XRechnung's BR-DE-2 to BR-DE-9, BR-DE-15, BR-DE-18 and BR-DE-27 (Peppol: DE-R-002 to DE-R-027). */
function germanProblems(document: EInvoiceSubject): EInvoiceProblem[] {
  const { seller, buyer } = document;
  const phoneDigits = (seller?.phone ?? '').replace(/\D/g, '').length;
  return [
    ...missing(document.buyer_reference, 'buyer_reference', "Add the buyer's reference (Leitweg-ID)"),
    ...missing(seller?.email, 'seller.email', "Add the seller's email address"),
    ...(blank(seller?.phone)
      ? [{ field: 'seller.phone', message: "Add the seller's phone number" }]
      : phoneDigits < 3
        ? [{ field: 'seller.phone', message: "The seller's phone number needs at least 3 digits" }]
        : []),
    ...missing(seller?.city, 'seller.city', "Add the seller's city"),
    ...missing(seller?.postal_code, 'seller.postal_code', "Add the seller's postal code"),
    ...missing(buyer?.city, 'buyer.city', "Add the buyer's city"),
    ...missing(buyer?.postal_code, 'buyer.postal_code', "Add the buyer's postal code"),
    ...((document.payment_terms ?? '').includes('#')
      ? [
          {
            field: 'payment_terms',
            message: "Payment terms may not contain '#': German e-invoices read it as Skonto terms",
          },
        ]
      : []),
  ];
}

/**
 * Peppol BIS 3.0: the buyer's reference or an order number (PEPPOL-EN16931-R003), and both parties'
 * electronic addresses (R010, R020), which Paydraft writes from their VAT numbers.
 */
function peppolProblems(
  document: EInvoiceSubject,
  used: Set<VatCategory>,
  german: boolean,
): EInvoiceProblem[] {
  if (used.has('O'))
    return [
      {
        field: 'taxes',
        message:
          'Peppol addresses parties by their VAT numbers, which an invoice outside the scope of VAT cannot carry',
      },
    ];
  return [
    ...(!german && blank(document.buyer_reference) && blank(document.po_number)
      ? [{ field: 'buyer_reference', message: "Add the buyer's reference or a PO number" }]
      : []),
    ...peppolAddressProblems(document.seller?.vat_id, 'seller'),
    ...peppolAddressProblems(document.buyer?.vat_id, 'buyer'),
  ];
}

function peppolAddressProblems(vatId: string | undefined, who: 'seller' | 'buyer'): EInvoiceProblem[] {
  if (blank(vatId))
    return [
      { field: `${who}.vat_id`, message: `Add the ${who}'s VAT number: Peppol addresses the ${who} by it` },
    ];
  return peppolVatScheme((vatId ?? '').trim()) === undefined
    ? [
        {
          field: `${who}.vat_id`,
          message: `Peppol has no address scheme for the ${who}'s VAT number of this country`,
        },
      ]
    : [];
}

function namesOf(used: Set<VatCategory>, codes: VatCategory[]): string {
  return codes
    .filter((code) => used.has(code))
    .map((code) => VAT_CATEGORY_NAMES[code])
    .join(' or ');
}

/** One problem per field, the first found: a field missing for two rules is said once. */
function firstPerField(problems: readonly EInvoiceProblem[]): EInvoiceProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => !seen.has(problem.field) && seen.add(problem.field));
}

function missing(value: string | undefined, field: string, message: string): EInvoiceProblem[] {
  return blank(value) ? [{ field, message }] : [];
}

function blank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}
