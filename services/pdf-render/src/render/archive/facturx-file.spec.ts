import { ciiXml, EINVOICE_CORPUS } from '@paydraft/einvoice';
import {
  pdfAttachment,
  pdfCatalog,
  pdfObject,
  pdfPageImage,
  pdfStructure,
  pdfXmp,
} from '../../../test/fixtures/pdf-inspect';
import { localFontLibrary } from '../../../test/fixtures/local-fonts';
import { sampleTwoRateInvoice } from '../../../test/fixtures/sample-documents';
import { buildRenderModel } from '../build-render-model';
import { drawDocument } from '../draw-document';

/**
 * A Factur-X invoice as a buyer's software reads it: the XML attached as factur-x.xml, declared the
 * Alternative (the same invoice) from the catalog, the XMP naming the profile, PDF/A-3a and PDF/UA-1
 * at once. No validator checks the relationship or the bytes, so this does.
 */
const fonts = localFontLibrary();
const XML = ciiXml(EINVOICE_CORPUS[0].document);
const model = buildRenderModel(sampleTwoRateInvoice(12));

const facturX = async () => (await drawDocument(model, fonts, { facturX: { xml: XML } })).pdf;

describe('a Factur-X PDF', () => {
  it('carries the XML byte for byte as factur-x.xml', async () => {
    expect(pdfAttachment(await facturX(), 'factur-x.xml').equals(Buffer.from(XML, 'utf8'))).toBe(true);
  });

  it('declares the attachment the Alternative of the page, from the catalog’s AF array', async () => {
    const pdf = await facturX();
    const af = /\/AF \[(\d+) 0 R\]/.exec(pdfCatalog(pdf));
    expect(af).not.toBeNull();
    const fileSpec = pdfObject(pdf, Number(af![1]));

    expect(fileSpec).toContain('/Type /Filespec');
    expect(fileSpec).toContain('/AFRelationship /Alternative');
    expect(fileSpec).toContain('/F (factur-x.xml)');
    expect(fileSpec).toContain('/UF (factur-x.xml)');
    const embedded = pdfObject(pdf, Number(/\/EF <<\n\/F (\d+) 0 R/.exec(fileSpec)![1]));
    expect(embedded).toContain('/Subtype /text#2Fxml');
  });

  it('names PDF/A-3a, PDF/UA-1 and the EN 16931 profile in one declaration of extension schemas', async () => {
    const xmp = pdfXmp(await facturX());

    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>A</pdfaid:conformance>');
    expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp.match(/<pdfaExtension:schemas>/g)).toHaveLength(1);
    expect(xmp.match(/<pdfaSchema:prefix>(fx|pdfuaid)<\/pdfaSchema:prefix>/g)).toHaveLength(2);
  });

  it('shows the same page as the plain PDF, with the same structure', async () => {
    const pdf = await facturX();
    const plain = (await drawDocument(model, fonts)).pdf;

    expect(pdfPageImage(pdf, 1, 50).equals(pdfPageImage(plain, 1, 50))).toBe(true);
    expect(pdfStructure(pdf)).toEqual(pdfStructure(plain));
  });

  it('leaves a plain PDF without attachment and without PDF/A', async () => {
    const plain = (await drawDocument(model, fonts)).pdf;

    expect(pdfCatalog(plain)).not.toContain('/AF');
    expect(pdfXmp(plain)).not.toContain('pdfaid');
  });
});
