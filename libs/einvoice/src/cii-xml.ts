import type { Party } from '@paydraft/invoice-core';
import { emailAddress } from './electronic-address';
import type { EInvoiceDocument } from './einvoice-document';
import {
  einvoiceModel,
  type Allowance,
  type EInvoiceModel,
  type ModelLine,
  type VatRate,
} from './einvoice-model';
import { paymentMeans, type PaymentMeans } from './payment-means';
import { ciiDate, leaf, serialize, xmlDocument, type XmlNode } from './xml-tree';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** Factur-X 1.08 / ZUGFeRD 2.4 profile EN 16931 (COMFORT). */
const GUIDELINE = 'urn:cen.eu:en16931:2017';
/** BT-23: billing, as Peppol names it; KoSIT's checks of a German Factur-X ask for it. */
export const BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export const TYPE_CODES = { invoice: '380', credit_note: '381' } as const;

/**
 * The document as Factur-X / ZUGFeRD CII XML (UN/CEFACT CII D22B, profile EN 16931), the XML a
 * Factur-X PDF carries as factur-x.xml. Throws EInvoiceNotReady when the document lacks a field the
 * profile needs.
 */
export function ciiXml(document: EInvoiceDocument): string {
  const model = einvoiceModel(document, 'en16931');
  const root = xmlDocument('rsm:CrossIndustryInvoice', NS.rsm, NS);
  const context = root.ele('rsm:ExchangedDocumentContext');
  context.ele('ram:BusinessProcessSpecifiedDocumentContextParameter').ele('ram:ID').txt(BUSINESS_PROCESS);
  context.ele('ram:GuidelineSpecifiedDocumentContextParameter').ele('ram:ID').txt(GUIDELINE);
  exchangedDocument(root.ele('rsm:ExchangedDocument'), document);
  const transaction = root.ele('rsm:SupplyChainTradeTransaction');
  model.lines.forEach((line) => lineItem(transaction.ele('ram:IncludedSupplyChainTradeLineItem'), line));
  agreement(transaction.ele('ram:ApplicableHeaderTradeAgreement'), document);
  delivery(transaction.ele('ram:ApplicableHeaderTradeDelivery'), document, model);
  settlement(transaction.ele('ram:ApplicableHeaderTradeSettlement'), document, model);
  return serialize(root);
}

function exchangedDocument(node: XmlNode, document: EInvoiceDocument): void {
  node.ele('ram:ID').txt(document.document_number);
  node.ele('ram:TypeCode').txt(TYPE_CODES[document.document_type]);
  dateTime(node.ele('ram:IssueDateTime'), document.issue_date);
  if (document.notes.trim() !== '') node.ele('ram:IncludedNote').ele('ram:Content').txt(document.notes);
}

function lineItem(node: XmlNode, line: ModelLine): void {
  node.ele('ram:AssociatedDocumentLineDocument').ele('ram:LineID').txt(line.id);
  node.ele('ram:SpecifiedTradeProduct').ele('ram:Name').txt(line.name);
  const price = node.ele('ram:SpecifiedLineTradeAgreement').ele('ram:NetPriceProductTradePrice');
  price.ele('ram:ChargeAmount').txt(line.netPrice);
  if (line.baseQuantity) price.ele('ram:BasisQuantity', { unitCode: line.unitCode }).txt(line.baseQuantity);
  node
    .ele('ram:SpecifiedLineTradeDelivery')
    .ele('ram:BilledQuantity', { unitCode: line.unitCode })
    .txt(line.quantity);
  const settlement = node.ele('ram:SpecifiedLineTradeSettlement');
  tradeTax(settlement.ele('ram:ApplicableTradeTax'), line.vat);
  if (line.allowance) allowance(settlement.ele('ram:SpecifiedTradeAllowanceCharge'), line.allowance);
  settlement
    .ele('ram:SpecifiedTradeSettlementLineMonetarySummation')
    .ele('ram:LineTotalAmount')
    .txt(line.net);
}

function agreement(node: XmlNode, document: EInvoiceDocument): void {
  leaf(node, 'ram:BuyerReference', document.buyer_reference);
  party(node.ele('ram:SellerTradeParty'), document.seller as Party, 'seller');
  party(node.ele('ram:BuyerTradeParty'), document.buyer as Party, 'buyer');
  if (document.po_number.trim() !== '')
    node.ele('ram:BuyerOrderReferencedDocument').ele('ram:IssuerAssignedID').txt(document.po_number);
}

function party(node: XmlNode, party: Party, role: 'seller' | 'buyer'): void {
  node.ele('ram:Name').txt(party.name);
  // BT-30 / BT-47; the seller's also identifies it where it has no VAT number (BR-CO-26).
  if (party.registration_id !== '')
    node.ele('ram:SpecifiedLegalOrganization').ele('ram:ID').txt(party.registration_id);
  if (party.email !== '' || party.phone !== '') {
    const contact = node.ele('ram:DefinedTradeContact');
    leaf(contact, 'ram:PersonName', party.name);
    if (party.phone !== '')
      contact.ele('ram:TelephoneUniversalCommunication').ele('ram:CompleteNumber').txt(party.phone);
    if (party.email !== '')
      contact.ele('ram:EmailURIUniversalCommunication').ele('ram:URIID').txt(party.email);
  }
  address(node.ele('ram:PostalTradeAddress'), party);
  const electronic = emailAddress(party);
  if (electronic)
    node
      .ele('ram:URIUniversalCommunication')
      .ele('ram:URIID', { schemeID: electronic.scheme })
      .txt(electronic.id);
  if (party.vat_id !== '')
    node.ele('ram:SpecifiedTaxRegistration').ele('ram:ID', { schemeID: 'VA' }).txt(party.vat_id);
  if (role === 'seller' && party.registration_id !== '')
    node.ele('ram:SpecifiedTaxRegistration').ele('ram:ID', { schemeID: 'FC' }).txt(party.registration_id);
}

function address(node: XmlNode, party: Party): void {
  leaf(node, 'ram:PostcodeCode', party.postal_code);
  const [one, two, three] = party.address_lines;
  leaf(node, 'ram:LineOne', one);
  leaf(node, 'ram:LineTwo', two);
  leaf(node, 'ram:LineThree', three);
  leaf(node, 'ram:CityName', party.city);
  node.ele('ram:CountryID').txt(party.country);
  leaf(node, 'ram:CountrySubDivisionName', party.region);
}

/** BT-72, and for an intra-community supply the deliver-to country (BR-IC-12): the buyer's. */
function delivery(node: XmlNode, document: EInvoiceDocument, model: EInvoiceModel): void {
  if (model.breakdown.some((line) => line.category === 'K'))
    address(node.ele('ram:ShipToTradeParty').ele('ram:PostalTradeAddress'), document.buyer as Party);
  if (document.delivery_date !== '')
    dateTime(
      node.ele('ram:ActualDeliverySupplyChainEvent').ele('ram:OccurrenceDateTime'),
      document.delivery_date,
    );
}

function settlement(node: XmlNode, document: EInvoiceDocument, model: EInvoiceModel): void {
  const means = paymentMeans(document);
  leaf(node, 'ram:PaymentReference', means?.remittance);
  node.ele('ram:InvoiceCurrencyCode').txt(document.currency);
  if (means) paymentMeansNode(node.ele('ram:SpecifiedTradeSettlementPaymentMeans'), means);
  for (const line of model.breakdown) {
    const tax = node.ele('ram:ApplicableTradeTax');
    tax.ele('ram:CalculatedAmount').txt(line.amount);
    tax.ele('ram:TypeCode').txt('VAT');
    leaf(tax, 'ram:ExemptionReason', line.exemption?.text);
    tax.ele('ram:BasisAmount').txt(line.base);
    tax.ele('ram:CategoryCode').txt(line.category);
    leaf(tax, 'ram:ExemptionReasonCode', line.exemption?.code);
    tax.ele('ram:RateApplicablePercent').txt(line.rate);
  }
  for (const discount of model.allowances) {
    const charge = node.ele('ram:SpecifiedTradeAllowanceCharge');
    allowance(charge, discount);
    tradeTax(charge.ele('ram:CategoryTradeTax'), discount.vat);
  }
  paymentTerms(node, document);
  summation(node.ele('ram:SpecifiedTradeSettlementHeaderMonetarySummation'), document, model);
  if (document.preceding_invoice && document.preceding_invoice.number.trim() !== '') {
    const reference = node.ele('ram:InvoiceReferencedDocument');
    reference.ele('ram:IssuerAssignedID').txt(document.preceding_invoice.number);
    if (document.preceding_invoice.issue_date !== '')
      reference
        .ele('ram:FormattedIssueDateTime')
        .ele('qdt:DateTimeString', { format: '102' })
        .txt(ciiDate(document.preceding_invoice.issue_date));
  }
}

function paymentMeansNode(node: XmlNode, means: PaymentMeans): void {
  node.ele('ram:TypeCode').txt(means.code);
  const account = node.ele('ram:PayeePartyCreditorFinancialAccount');
  account.ele('ram:IBANID').txt(means.iban);
  leaf(account, 'ram:AccountName', means.accountName);
  if (means.bic !== '')
    node.ele('ram:PayeeSpecifiedCreditorFinancialInstitution').ele('ram:BICID').txt(means.bic);
}

function paymentTerms(node: XmlNode, document: EInvoiceDocument): void {
  if (document.payment_terms.trim() === '' && document.due_or_expiry_date === '') return;
  const terms = node.ele('ram:SpecifiedTradePaymentTerms');
  leaf(terms, 'ram:Description', document.payment_terms);
  if (document.due_or_expiry_date !== '')
    dateTime(terms.ele('ram:DueDateDateTime'), document.due_or_expiry_date);
}

function summation(node: XmlNode, document: EInvoiceDocument, model: EInvoiceModel): void {
  node.ele('ram:LineTotalAmount').txt(model.totals.subtotal);
  if (model.allowances.length > 0) node.ele('ram:AllowanceTotalAmount').txt(model.allowanceTotal);
  node.ele('ram:TaxBasisTotalAmount').txt(model.taxBasis);
  node.ele('ram:TaxTotalAmount', { currencyID: document.currency }).txt(model.totals.tax);
  leaf(node, 'ram:RoundingAmount', model.rounding);
  node.ele('ram:GrandTotalAmount').txt(model.grandTotal);
  leaf(node, 'ram:TotalPrepaidAmount', model.prepaid);
  node.ele('ram:DuePayableAmount').txt(model.payable);
}

/** An allowance (line BG-27 or document BG-20): a discount, code 95. */
function allowance(node: XmlNode, values: Allowance): void {
  node.ele('ram:ChargeIndicator').ele('udt:Indicator').txt('false');
  leaf(node, 'ram:CalculationPercent', values.percent);
  leaf(node, 'ram:BasisAmount', values.base);
  node.ele('ram:ActualAmount').txt(values.amount);
  node.ele('ram:ReasonCode').txt('95');
  node.ele('ram:Reason').txt('Discount');
}

function tradeTax(node: XmlNode, vat: VatRate): void {
  node.ele('ram:TypeCode').txt('VAT');
  node.ele('ram:CategoryCode').txt(vat.category);
  if (vat.category !== 'O') node.ele('ram:RateApplicablePercent').txt(vat.rate);
}

function dateTime(node: XmlNode, isoDate: string): void {
  node.ele('udt:DateTimeString', { format: '102' }).txt(ciiDate(isoDate));
}
