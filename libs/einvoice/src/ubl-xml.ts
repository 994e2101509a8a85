import type { Party } from '@paydraft/invoice-core';
import { emailAddress, vatAddress, type ElectronicAddress } from './electronic-address';
import type { EInvoiceDocument } from './einvoice-document';
import {
  einvoiceModel,
  type Allowance,
  type EInvoiceModel,
  type ModelLine,
  type VatRate,
} from './einvoice-model';
import { paymentMeans } from './payment-means';
import { BUSINESS_PROCESS, TYPE_CODES } from './cii-xml';
import { leaf, serialize, xmlDocument, type XmlNode } from './xml-tree';

export type UblProfile = 'xrechnung' | 'peppol';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const ROOT = {
  invoice: { name: 'Invoice', ns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2' },
  credit_note: { name: 'CreditNote', ns: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' },
} as const;

const CUSTOMIZATION: Record<UblProfile, string> = {
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  peppol: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
};

/**
 * The document as a UBL 2.1 Invoice or CreditNote for XRechnung 3.0 or Peppol BIS Billing 3.0.
 * Throws EInvoiceNotReady when the document lacks a field the profile needs.
 */
export function ublXml(document: EInvoiceDocument, profile: UblProfile): string {
  const model = einvoiceModel(document, profile);
  const kind = ROOT[document.document_type];
  const root = xmlDocument(kind.name, kind.ns, { cac: CAC, cbc: CBC });
  header(root, document, profile);
  party(
    root.ele('cac:AccountingSupplierParty').ele('cac:Party'),
    document.seller as Party,
    'seller',
    profile,
  );
  party(root.ele('cac:AccountingCustomerParty').ele('cac:Party'), document.buyer as Party, 'buyer', profile);
  delivery(root, document, model);
  payment(root, document);
  model.allowances.forEach((discount) => {
    const node = allowance(root.ele('cac:AllowanceCharge'), discount, document.currency);
    taxCategory(node.ele('cac:TaxCategory'), discount.vat);
  });
  taxTotal(root.ele('cac:TaxTotal'), document, model);
  monetaryTotal(root.ele('cac:LegalMonetaryTotal'), document, model);
  model.lines.forEach((line) => invoiceLine(root, line, document));
  return serialize(root);
}

function header(root: XmlNode, document: EInvoiceDocument, profile: UblProfile): void {
  const invoice = document.document_type === 'invoice';
  root.ele('cbc:CustomizationID').txt(CUSTOMIZATION[profile]);
  root.ele('cbc:ProfileID').txt(BUSINESS_PROCESS);
  root.ele('cbc:ID').txt(document.document_number);
  root.ele('cbc:IssueDate').txt(document.issue_date);
  if (invoice) leaf(root, 'cbc:DueDate', document.due_or_expiry_date);
  root
    .ele(invoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode')
    .txt(TYPE_CODES[document.document_type]);
  leaf(root, 'cbc:Note', document.notes);
  root.ele('cbc:DocumentCurrencyCode').txt(document.currency);
  leaf(root, 'cbc:BuyerReference', document.buyer_reference);
  if (document.po_number.trim() !== '') root.ele('cac:OrderReference').ele('cbc:ID').txt(document.po_number);
  if (document.preceding_invoice && document.preceding_invoice.number.trim() !== '') {
    const reference = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    reference.ele('cbc:ID').txt(document.preceding_invoice.number);
    leaf(reference, 'cbc:IssueDate', document.preceding_invoice.issue_date);
  }
}

/** BT-34 / BT-49: XRechnung takes the email address (EM); Peppol's EAS list has no email scheme. */
function endpoint(party: Party, profile: UblProfile): ElectronicAddress | undefined {
  return profile === 'peppol' ? vatAddress(party) : emailAddress(party);
}

function party(node: XmlNode, party: Party, role: 'seller' | 'buyer', profile: UblProfile): void {
  const electronic = endpoint(party, profile);
  if (electronic) node.ele('cbc:EndpointID', { schemeID: electronic.scheme }).txt(electronic.id);
  address(node.ele('cac:PostalAddress'), party);
  if (party.vat_id !== '') taxScheme(node.ele('cac:PartyTaxScheme'), party.vat_id, 'VAT');
  if (role === 'seller' && party.registration_id !== '')
    taxScheme(node.ele('cac:PartyTaxScheme'), party.registration_id, 'FC');
  const legal = node.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(party.name);
  // BT-30 / BT-47; the seller's also identifies it where it has no VAT number (BR-CO-26).
  leaf(legal, 'cbc:CompanyID', party.registration_id);
  if (party.email !== '' || party.phone !== '') {
    const contact = node.ele('cac:Contact');
    leaf(contact, 'cbc:Name', party.name);
    leaf(contact, 'cbc:Telephone', party.phone);
    leaf(contact, 'cbc:ElectronicMail', party.email);
  }
}

function taxScheme(node: XmlNode, id: string, scheme: string): void {
  node.ele('cbc:CompanyID').txt(id);
  node.ele('cac:TaxScheme').ele('cbc:ID').txt(scheme);
}

function address(node: XmlNode, party: Party): void {
  const [one, two, three] = party.address_lines;
  leaf(node, 'cbc:StreetName', one);
  leaf(node, 'cbc:AdditionalStreetName', two);
  leaf(node, 'cbc:CityName', party.city);
  leaf(node, 'cbc:PostalZone', party.postal_code);
  leaf(node, 'cbc:CountrySubentity', party.region);
  if (three) node.ele('cac:AddressLine').ele('cbc:Line').txt(three);
  node.ele('cac:Country').ele('cbc:IdentificationCode').txt(party.country);
}

/** BT-72, and for an intra-community supply the deliver-to country (BR-IC-12): the buyer's. */
function delivery(root: XmlNode, document: EInvoiceDocument, model: EInvoiceModel): void {
  const intraCommunity = model.breakdown.some((line) => line.category === 'K');
  if (document.delivery_date === '' && !intraCommunity) return;
  const node = root.ele('cac:Delivery');
  leaf(node, 'cbc:ActualDeliveryDate', document.delivery_date);
  if (intraCommunity) address(node.ele('cac:DeliveryLocation').ele('cac:Address'), document.buyer as Party);
}

function payment(root: XmlNode, document: EInvoiceDocument): void {
  const means = paymentMeans(document);
  if (means) {
    const node = root.ele('cac:PaymentMeans');
    node.ele('cbc:PaymentMeansCode').txt(means.code);
    // A credit note has no DueDate of its own: UBL carries BT-9 in the payment means.
    if (document.document_type === 'credit_note')
      leaf(node, 'cbc:PaymentDueDate', document.due_or_expiry_date);
    node.ele('cbc:PaymentID').txt(means.remittance);
    const account = node.ele('cac:PayeeFinancialAccount');
    account.ele('cbc:ID').txt(means.iban);
    leaf(account, 'cbc:Name', means.accountName);
    if (means.bic !== '') account.ele('cac:FinancialInstitutionBranch').ele('cbc:ID').txt(means.bic);
  }
  if (document.payment_terms.trim() !== '')
    root.ele('cac:PaymentTerms').ele('cbc:Note').txt(document.payment_terms);
}

function taxTotal(node: XmlNode, document: EInvoiceDocument, model: EInvoiceModel): void {
  node.ele('cbc:TaxAmount', { currencyID: document.currency }).txt(model.totals.tax);
  for (const line of model.breakdown) {
    const subtotal = node.ele('cac:TaxSubtotal');
    subtotal.ele('cbc:TaxableAmount', { currencyID: document.currency }).txt(line.base);
    subtotal.ele('cbc:TaxAmount', { currencyID: document.currency }).txt(line.amount);
    const category = subtotal.ele('cac:TaxCategory');
    category.ele('cbc:ID').txt(line.category);
    category.ele('cbc:Percent').txt(line.rate);
    leaf(category, 'cbc:TaxExemptionReasonCode', line.exemption?.code);
    leaf(category, 'cbc:TaxExemptionReason', line.exemption?.text);
    category.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
}

function monetaryTotal(node: XmlNode, document: EInvoiceDocument, model: EInvoiceModel): void {
  const amount = (name: string, value: string) =>
    node.ele(name, { currencyID: document.currency }).txt(value);
  amount('cbc:LineExtensionAmount', model.totals.subtotal);
  amount('cbc:TaxExclusiveAmount', model.taxBasis);
  amount('cbc:TaxInclusiveAmount', model.grandTotal);
  if (model.allowances.length > 0) amount('cbc:AllowanceTotalAmount', model.allowanceTotal);
  if (model.prepaid) amount('cbc:PrepaidAmount', model.prepaid);
  if (model.rounding) amount('cbc:PayableRoundingAmount', model.rounding);
  amount('cbc:PayableAmount', model.payable);
}

function invoiceLine(root: XmlNode, line: ModelLine, document: EInvoiceDocument): void {
  const invoice = document.document_type === 'invoice';
  const node = root.ele(invoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine');
  node.ele('cbc:ID').txt(line.id);
  node
    .ele(invoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', { unitCode: line.unitCode })
    .txt(line.quantity);
  node.ele('cbc:LineExtensionAmount', { currencyID: document.currency }).txt(line.net);
  if (line.allowance) allowance(node.ele('cac:AllowanceCharge'), line.allowance, document.currency);
  const item = node.ele('cac:Item');
  item.ele('cbc:Name').txt(line.name);
  taxCategory(item.ele('cac:ClassifiedTaxCategory'), line.vat);
  const price = node.ele('cac:Price');
  price.ele('cbc:PriceAmount', { currencyID: document.currency }).txt(line.netPrice);
  if (line.baseQuantity) price.ele('cbc:BaseQuantity', { unitCode: line.unitCode }).txt(line.baseQuantity);
}

/** An allowance (line BG-27 or document BG-20): a discount, code 95. */
function allowance(node: XmlNode, values: Allowance, currency: string): XmlNode {
  node.ele('cbc:ChargeIndicator').txt('false');
  node.ele('cbc:AllowanceChargeReasonCode').txt('95');
  node.ele('cbc:AllowanceChargeReason').txt('Discount');
  leaf(node, 'cbc:MultiplierFactorNumeric', values.percent);
  node.ele('cbc:Amount', { currencyID: currency }).txt(values.amount);
  if (values.base !== undefined) node.ele('cbc:BaseAmount', { currencyID: currency }).txt(values.base);
  return node;
}

function taxCategory(node: XmlNode, vat: VatRate): void {
  node.ele('cbc:ID').txt(vat.category);
  if (vat.category !== 'O') node.ele('cbc:Percent').txt(vat.rate);
  node.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
}
