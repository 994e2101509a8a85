import { attachFacturX } from './facturx-file';
import { PDFUA_METADATA } from './facturx-metadata';
import { escapeInfoInMetadata } from './xmp-info';

/** With `facturX`, the PDF is a Factur-X invoice: PDF/A-3a carrying the CII XML, still PDF/UA-1. */
export type DrawOptions = { facturX?: { xml: string } };

/** pdfkit's options at run time; its typings lack `displayTitle`. */
type ProfileOptions = Pick<
  PDFKit.PDFDocumentOptions,
  'info' | 'pdfVersion' | 'tagged' | 'lang' | 'subset'
> & { displayTitle: boolean };

/**
 * What makes the PDF tagged PDF/UA-1 (and PDF/A-3a for Factur-X), as pdfkit's document options. PDF/UA's
 * identification is not pdfkit's `subset: 'PDF/UA'` but written by hand (see PDFUA_METADATA).
 */
export function profileOptions(
  title: string,
  now: Date,
  options: DrawOptions,
  language: string,
): ProfileOptions {
  return {
    info: { Title: title, Creator: 'Paydraft', Producer: 'Paydraft', CreationDate: now },
    // XMP metadata, which PDF/UA and PDF/A need, is written from PDF 1.4 on.
    pdfVersion: '1.7',
    tagged: true,
    // The catalog's /Lang (PDF/UA 7.2): the document's language, so a reader speaks it right.
    lang: language,
    displayTitle: true,
    ...(options.facturX ? { subset: 'PDF/A-3a' as const } : {}),
  };
}

/** Before drawing: the XMP copy of the title escaped. */
export const startProfile = (doc: PDFKit.PDFDocument): void => escapeInfoInMetadata(doc);

/** After drawing, before `doc.end()`: the Factur-X attachment and XMP, or PDF/UA's identification alone. */
export function finishProfile(doc: PDFKit.PDFDocument, options: DrawOptions, now: Date): void {
  if (options.facturX) attachFacturX(doc, options.facturX.xml, now);
  else doc.appendXML(PDFUA_METADATA);
}
