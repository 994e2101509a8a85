import { EINVOICE_CORPUS } from './corpus/einvoice-corpus';
import { EInvoiceNotReady, type EInvoiceDocument } from './einvoice-document';
import { ublXml } from './ubl-xml';
import { attributes, values } from './xml-values.spec-helper';

const corpus = (name: string): EInvoiceDocument => {
  const entry = EINVOICE_CORPUS.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no corpus document ${name}`);
  return entry.document;
};

describe('ublXml', () => {
  it('writes an XRechnung 3.0 invoice with the Leitweg-ID and email addresses', () => {
    const xml = ublXml(corpus('one rate'), 'xrechnung');
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(values(xml, 'cbc:CustomizationID')).toEqual([
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    ]);
    expect(values(xml, 'cbc:BuyerReference')).toEqual(['04011000-12345-67']);
    expect(attributes(xml, 'cbc:EndpointID', 'schemeID')).toEqual(['EM', 'EM']);
    expect(values(xml, 'cbc:EndpointID')).toEqual(['billing@seller.example', 'ap@buyer.example']);
    expect(values(xml, 'cbc:PayableAmount')).toEqual(['1777.17']);
  });

  it('addresses Peppol parties by their VAT numbers', () => {
    const xml = ublXml(corpus('reverse charge'), 'peppol');
    expect(values(xml, 'cbc:CustomizationID')).toEqual([
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    ]);
    expect(attributes(xml, 'cbc:EndpointID', 'schemeID')).toEqual(['9930', '9914']);
    expect(values(xml, 'cbc:EndpointID')).toEqual(['DE136695976', 'ATU13585627']);
  });

  it('states what is paid already (PrepaidAmount) and asks only for the balance', () => {
    const xml = ublXml(corpus('partly paid'), 'xrechnung');
    expect(values(xml, 'cbc:TaxInclusiveAmount')).toEqual(['1777.17']);
    expect(values(xml, 'cbc:PrepaidAmount')).toEqual(['500.00']);
    expect(values(xml, 'cbc:PayableAmount')).toEqual(['1277.17']);
  });

  it('pays by SEPA credit transfer (58) with the BIC and account name', () => {
    const xml = ublXml(corpus('EUR with RF reference'), 'peppol');
    expect(values(xml, 'cbc:PaymentMeansCode')).toEqual(['58']);
    expect(values(xml, 'cbc:PaymentID')).toEqual(['RF18539007547034']);
    expect(values(xml, 'cbc:Name')).toEqual(expect.arrayContaining(['Paydraft Test GmbH']));
  });

  it('makes a CreditNote of type 381 with credited quantities and the corrected invoice', () => {
    const xml = ublXml(corpus('credit note'), 'xrechnung');
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(values(xml, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(values(xml, 'cbc:CreditedQuantity')).toEqual(['1']);
    expect(values(xml, 'cbc:ID')).toContain('INV-2026-001');
  });

  it('splits the document discount into one allowance per VAT rate', () => {
    const xml = ublXml(corpus('document discount'), 'xrechnung');
    expect(values(xml, 'cbc:Amount')).toEqual(['51.00', '31.29']);
    expect(values(xml, 'cbc:AllowanceTotalAmount')).toEqual(['82.29']);
    expect(values(xml, 'cbc:TaxExclusiveAmount')).toEqual(['1014.91']);
  });

  it('refuses an XRechnung without the Leitweg-ID', () => {
    expect(() => ublXml({ ...corpus('one rate'), buyer_reference: '' }, 'xrechnung')).toThrow(
      EInvoiceNotReady,
    );
  });

  describe('in a currency without decimals (JPY)', () => {
    const yen = (items: { qty: string; price: string; discount_percentage?: string }[], discount = '0') => {
      const base = corpus('one rate');
      return ublXml(
        {
          ...base,
          currency: 'JPY',
          discount_percentage: discount,
          items: items.map((item, index) => ({
            ...base.items[0],
            description: `Item ${index + 1}`,
            discount_percentage: '0',
            ...item,
          })),
        },
        'peppol',
      );
    };
    const amounts = (xml: string, name: string) => values(xml, name).map(Number);

    it('gives prices that multiply back to each line net (PEPPOL-EN16931-R120)', () => {
      const xml = yen([
        { qty: '3.333', price: '1.99' },
        { qty: '3.333', price: '7', discount_percentage: '33.33' },
      ]);
      const lines = xml.split('<cac:InvoiceLine>').slice(1);
      // Invoice line net = quantity × (price ÷ base quantity) − line allowances.
      const recomputed = lines.map((line) => {
        const [quantity] = amounts(line, 'cbc:InvoicedQuantity');
        const [price] = amounts(line, 'cbc:PriceAmount');
        const [baseQuantity = 1] = amounts(line, 'cbc:BaseQuantity');
        const allowances = amounts(line, 'cbc:Amount').reduce((sum, amount) => sum + amount, 0);
        return (quantity * price) / baseQuantity - allowances;
      });
      const nets = lines.map((line) => amounts(line, 'cbc:LineExtensionAmount')[0]);
      expect(nets).toEqual([7, 16]);
      nets.forEach((net, index) => expect(Math.abs(recomputed[index] - net)).toBeLessThanOrEqual(0.01));
    });

    it('states a discount percent only where base × percent gives the amount (PEPPOL-EN16931-R040)', () => {
      const xml = yen(
        [
          { qty: '1', price: '1999' },
          { qty: '2', price: '333' },
        ],
        '10',
      );
      const percents = amounts(xml, 'cbc:MultiplierFactorNumeric');
      const bases = amounts(xml, 'cbc:BaseAmount');
      const allowances = amounts(xml, 'cbc:Amount');
      percents.forEach((percent, index) =>
        expect(Math.abs((bases[index] * percent) / 100 - allowances[index])).toBeLessThanOrEqual(0.01),
      );
      expect(amounts(xml, 'cbc:AllowanceTotalAmount')).toEqual([267]);
    });
  });
});
