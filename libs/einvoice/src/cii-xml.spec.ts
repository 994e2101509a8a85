import { EINVOICE_CORPUS } from './corpus/einvoice-corpus';
import { ciiXml } from './cii-xml';
import { EInvoiceNotReady, type EInvoiceDocument } from './einvoice-document';
import { attributes, values } from './xml-values.spec-helper';

const corpus = (name: string): EInvoiceDocument => {
  const entry = EINVOICE_CORPUS.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no corpus document ${name}`);
  return entry.document;
};

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('ciiXml', () => {
  it('writes a Factur-X EN 16931 invoice with the amounts of the PDF', () => {
    const xml = ciiXml(corpus('one rate'));
    expect(values(xml, 'ram:ID').slice(0, 2)).toEqual([
      'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'urn:cen.eu:en16931:2017',
    ]);
    expect(values(xml, 'ram:TypeCode')[0]).toBe('380');
    // 12.5 h × 96.00, 1 × 233.45, 3 × 19.99; VAT 19% of 1,493.42 rounded once.
    expect(values(xml, 'ram:LineTotalAmount')).toEqual(['1200.00', '233.45', '59.97', '1493.42']);
    expect(attributes(xml, 'ram:BilledQuantity', 'unitCode')).toEqual(['HUR', 'C62', 'C62']);
    expect(values(xml, 'ram:CalculatedAmount')).toEqual(['283.75']);
    expect(values(xml, 'ram:GrandTotalAmount')).toEqual(['1777.17']);
    expect(values(xml, 'ram:DuePayableAmount')).toEqual(['1777.17']);
  });

  it('states what is paid already (BT-113) and asks only for the balance (BT-115)', () => {
    const xml = ciiXml(corpus('partly paid'));
    expect(values(xml, 'ram:GrandTotalAmount')).toEqual(['1777.17']);
    expect(values(xml, 'ram:TotalPrepaidAmount')).toEqual(['500.00']);
    expect(values(xml, 'ram:DuePayableAmount')).toEqual(['1277.17']);
    expect(values(ciiXml(corpus('one rate')), 'ram:TotalPrepaidAmount')).toEqual([]);
  });

  it('pays by SEPA credit transfer to the IBAN, quoting the RF reference', () => {
    const xml = ciiXml(corpus('EUR with RF reference'));
    expect(values(xml, 'ram:PaymentReference')).toEqual(['RF18539007547034']);
    expect(values(xml, 'ram:TypeCode')).toContain('58');
    expect(values(xml, 'ram:IBANID')).toEqual(['DE89370400440532013000']);
    expect(values(xml, 'ram:BICID')).toEqual(['COBADEFFXXX']);
  });

  it('quotes the invoice number when there is no payment reference', () => {
    expect(values(ciiXml(corpus('one rate')), 'ram:PaymentReference')).toEqual(['INV-2026-001']);
  });

  it('splits the document discount per VAT rate as the totals do', () => {
    const xml = ciiXml(corpus('document discount'));
    // 7.5% of 680.00 (19%) and of 417.20 (7%): 82.29 in all.
    expect(values(xml, 'ram:ActualAmount')).toEqual(['51.00', '31.29']);
    expect(values(xml, 'ram:AllowanceTotalAmount')).toEqual(['82.29']);
    expect(values(xml, 'ram:BasisAmount')).toEqual(['629.00', '385.91', '680.00', '417.20']);
    expect(values(xml, 'ram:CalculatedAmount')).toEqual(['119.51', '27.01']);
  });

  it('takes a line discount off the line as an allowance', () => {
    const xml = ciiXml(corpus('line discounts'));
    // 10% of 1,200.00 and 33.3% of 59.97.
    expect(values(xml, 'ram:ActualAmount')).toEqual(['120.00', '19.97']);
    expect(values(xml, 'ram:LineTotalAmount').slice(0, 3)).toEqual(['1080.00', '40.00', '150.00']);
  });

  it('writes tax-inclusive prices as net lines', () => {
    const xml = ciiXml(corpus('inclusive prices'));
    const nets = values(xml, 'ram:LineTotalAmount').slice(0, 3);
    const prices = values(xml, 'ram:ChargeAmount');
    const quantities = values(xml, 'ram:BilledQuantity');
    // 3 × 249.99 gross at 19% is 630.23 net; each price × quantity gives its net back within a cent.
    expect(nets[0]).toBe('630.23');
    nets.forEach((net, index) =>
      expect(Math.abs(Number(prices[index]) * Number(quantities[index]) - Number(net))).toBeLessThanOrEqual(
        0.01,
      ),
    );
    expect(values(xml, 'ram:DuePayableAmount')).toEqual([(3 * 249.99 + 7 * 18.49 + 13 * 1.19).toFixed(2)]);
  });

  it('says why no VAT is charged on a reverse charge', () => {
    const xml = ciiXml(corpus('reverse charge'));
    expect(values(xml, 'ram:CategoryCode')).toContain('AE');
    expect(values(xml, 'ram:ExemptionReason')).toEqual(['Reverse charge (§13b UStG)']);
    expect(values(xml, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-AE']);
  });

  it('rounds a CHF total to 5 centimes as BT-114', () => {
    const xml = ciiXml(corpus('CHF with QR-bill'));
    // 630.00 + 47.33 = 677.33, MWST 8.1% 54.86: 732.19, payable 732.20.
    expect(values(xml, 'ram:GrandTotalAmount')).toEqual(['732.19']);
    expect(values(xml, 'ram:RoundingAmount')).toEqual(['0.01']);
    expect(values(xml, 'ram:DuePayableAmount')).toEqual(['732.20']);
  });

  it('makes a credit note type 381 that names the invoice it corrects', () => {
    const xml = ciiXml(corpus('credit note'));
    expect(values(xml, 'ram:TypeCode')[0]).toBe('381');
    expect(values(xml, 'ram:IssuerAssignedID')).toContain('INV-2026-001');
    expect(values(xml, 'qdt:DateTimeString')).toEqual(['20261101']);
  });

  it('escapes markup and keeps every script', () => {
    const document = corpus('non-Latin names');
    const xml = ciiXml({ ...document, notes: 'a\u0007b ]]> <script>&' });
    expect(xml).toContain('Müller &amp; Söhne &lt;Ελληνικά&gt; GmbH');
    expect(values(xml, 'ram:Name')).toEqual(
      expect.arrayContaining([
        'Müller & Söhne <Ελληνικά> GmbH',
        'شركة الاختبار',
        '請求書のテスト 項目',
        'שירותי תרגום',
      ]),
    );
    expect(values(xml, 'ram:Content')).toEqual(['ab ]]> <script>&']);
  });

  it('refuses a document that lacks what the profile needs, saying what', () => {
    const document = { ...corpus('one rate'), seller: undefined };
    const thrown = thrownBy(() => ciiXml(document));
    expect(thrown).toBeInstanceOf(EInvoiceNotReady);
    expect((thrown as EInvoiceNotReady).problems.map((problem) => problem.field)).toEqual([
      'seller.name',
      'seller.country',
      'seller.vat_id',
    ]);
  });

  it('refuses a line without a VAT rate with EInvoiceNotReady, not a crash', () => {
    const document = corpus('two rates');
    const untaxed = {
      ...document,
      items: [{ ...document.items[0], tax_ids: [] }, ...document.items.slice(1)],
    };
    const thrown = thrownBy(() => ciiXml(untaxed));
    expect(thrown).toBeInstanceOf(EInvoiceNotReady);
    expect((thrown as EInvoiceNotReady).problems).toEqual([
      { field: 'items.0.tax_ids', message: 'Give item 1 exactly one VAT rate' },
    ]);
  });
});
