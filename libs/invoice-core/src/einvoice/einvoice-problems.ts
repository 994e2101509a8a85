import type { PartyInput } from '../document/party.schema';
import type { TaxDefinition } from '../document/taxes.schema';
import { VAT_CATEGORY_NAMES, type VatCategory } from '../document/vat-category';
import { toNonNegativeNumber, type NumberInput } from '../rules/non-negative-number';

/** EN 16931 as Factur-X / ZUGFeRD (CII) carries it, and the two UBL profiles that add rules to it. */
export const EINVOICE_PROFILES = ['en16931', 'xrechnung', 'peppol'] as const;
export type EInvoiceProfile = (typeof EINVOICE_PROFILES)[number];

/** A field an e-invoice needs and the document lacks: `field` is its path in the document's JSON. */
export type EInvoiceProblem = { field: string; message: string };

/** What the rules read of a document (the builder's draft or a saved one), all optional. */
export type EInvoiceSubject = {
  document_type: string;
  document_number?: string;
  tax_rate?: NumberInput;
  taxes?: readonly Pick<TaxDefinition, 'id' | 'name' | 'category' | 'compound'>[];
  items: readonly { tax_ids?: readonly string[] }[];
  seller?: PartyInput;
  buyer?: PartyInput;
  payment?: { iban?: string };
  buyer_reference?: string;
  po_number?: string;
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
  return [
    ...documentProblems(document),
    ...partyProblems(document),
    ...categories.problems,
    ...categoryProblems(document, categories.used),
    ...paymentProblems(document, profile, options),
    ...profileProblems(document, profile),
  ];
}

function documentProblems(document: EInvoiceSubject): EInvoiceProblem[] {
  return blank(document.document_number)
    ? [{ field: 'document_number', message: 'Add a document number' }]
    : [];
}

function partyProblems({ seller, buyer }: EInvoiceSubject): EInvoiceProblem[] {
  return [
    ...missing(seller?.name, 'seller.name', "Add the seller's name"),
    ...missing(seller?.country, 'seller.country', "Add the seller's country"),
    ...missing(buyer?.name, 'buyer.name', "Add the buyer's name"),
    ...missing(buyer?.country, 'buyer.country', "Add the buyer's country"),
  ];
}

type LineCategories = { used: Set<VatCategory>; problems: EInvoiceProblem[] };

/** EN 16931 gives every line exactly one VAT category and rate (BR-CO-04), and knows no compound tax. */
function lineCategories(document: EInvoiceSubject): LineCategories {
  const taxes = document.taxes ?? [];
  const used = new Set<VatCategory>();
  const problems: EInvoiceProblem[] = [];
  if (taxes.length === 0) {
    if (toNonNegativeNumber(document.tax_rate ?? 0) > 0) used.add('S');
    else
      problems.push({
        field: 'taxes',
        message: 'Add a VAT rate, or the reason no VAT is charged (zero rated, exempt, reverse charge…)',
      });
    return { used, problems };
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
  });
  taxes.forEach((tax, index) => {
    if (tax.compound)
      problems.push({
        field: `taxes.${index}.compound`,
        message: `"${tax.name}" is a compound tax, which an e-invoice cannot carry`,
      });
  });
  return { used, problems };
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
  const problems: EInvoiceProblem[] = [];
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
  // XRechnung wants the payment means on every invoice (BR-DE-1).
  const needed = document.document_type === 'invoice' && (payable || profile === 'xrechnung');
  return needed ? missing(document.payment?.iban, 'payment.iban', 'Add the IBAN the buyer pays to') : [];
}

/** XRechnung (BR-DE-2 to BR-DE-9, BR-DE-15) and Peppol BIS (PEPPOL-EN16931-R003, R010, R020). */
function profileProblems(document: EInvoiceSubject, profile: EInvoiceProfile): EInvoiceProblem[] {
  const { seller, buyer } = document;
  if (profile === 'xrechnung') {
    return [
      ...missing(document.buyer_reference, 'buyer_reference', "Add the buyer's reference (Leitweg-ID)"),
      ...missing(seller?.email, 'seller.email', "Add the seller's email address"),
      ...missing(seller?.phone, 'seller.phone', "Add the seller's phone number"),
      ...missing(seller?.city, 'seller.city', "Add the seller's city"),
      ...missing(seller?.postal_code, 'seller.postal_code', "Add the seller's postal code"),
      ...missing(buyer?.city, 'buyer.city', "Add the buyer's city"),
      ...missing(buyer?.postal_code, 'buyer.postal_code', "Add the buyer's postal code"),
      ...missing(buyer?.email, 'buyer.email', "Add the buyer's email address"),
    ];
  }
  if (profile === 'peppol') {
    return [
      ...(blank(document.buyer_reference) && blank(document.po_number)
        ? [{ field: 'buyer_reference', message: "Add the buyer's reference or a PO number" }]
        : []),
      ...missing(seller?.email, 'seller.email', "Add the seller's email address"),
      ...missing(buyer?.email, 'buyer.email', "Add the buyer's email address"),
    ];
  }
  return [];
}

function namesOf(used: Set<VatCategory>, codes: VatCategory[]): string {
  return codes
    .filter((code) => used.has(code))
    .map((code) => VAT_CATEGORY_NAMES[code])
    .join(' or ');
}

function missing(value: string | undefined, field: string, message: string): EInvoiceProblem[] {
  return blank(value) ? [{ field, message }] : [];
}

function blank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}
