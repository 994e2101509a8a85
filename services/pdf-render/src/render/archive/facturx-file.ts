import { FACTURX_FILE_NAME, FACTURX_METADATA } from './facturx-metadata';

/** pdfkit's attachment options at run time; its typings lack `relationship`. */
type AttachmentOptions = PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' };

/**
 * Attaches the CII XML as `factur-x.xml`, referenced from the catalog's AF array with the relationship
 * Factur-X requires from profile BASIC up (EN 16931 included): Alternative, the XML being the same
 * invoice as the page. The XMP tells readers the profile.
 */
export function attachFacturX(doc: PDFKit.PDFDocument, xml: string, now: Date): void {
  const options: AttachmentOptions = {
    name: FACTURX_FILE_NAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X invoice (EN 16931)',
    creationDate: now,
    modifiedDate: now,
  };
  doc.file(Buffer.from(xml, 'utf8'), options);
  doc.appendXML(FACTURX_METADATA);
}
