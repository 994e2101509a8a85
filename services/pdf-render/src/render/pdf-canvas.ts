import { DEFAULT_LANGUAGE, type LanguageTag } from '@paydraft/i18n';
import PDFDocument from 'pdfkit';
import { finishProfile, profileOptions, startProfile, type DrawOptions } from './archive/pdf-profile';
import { PAGE } from './layout/theme';
import { Tags } from './structure/tags';
import type { FontLibrary } from './text/font-library';
import { TextWriter } from './text/text-writer';

/** An open A4 PDF with its structure and text writer; `finish` closes it and answers its bytes. */
export type PdfCanvas = {
  doc: PDFKit.PDFDocument;
  tags: Tags;
  text: TextWriter;
  finish(): Promise<Buffer>;
};

/**
 * A new A4 portrait PDF, 20 mm margins, fonts embedded as subsets: a tagged PDF/UA-1 document
 * (structure in reading order, language, `title` shown by viewers), and PDF/A-3a as well when it
 * carries a Factur-X XML. Every PDF Paydraft draws (an invoice, a receipt) starts here.
 */
export function openPdf(
  title: string,
  fonts: FontLibrary,
  options: DrawOptions = {},
  language: LanguageTag = DEFAULT_LANGUAGE,
): PdfCanvas {
  const now = new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Page numbers need the total, known only at the end.
    bufferPages: true,
    // Deflate costs ~0.5 ms a page and halves the file (14 vs 22 KB for one page): kept.
    compress: true,
    // No standard font: the text writer picks Noto Sans first, so Helvetica's metrics are never parsed.
    font: '',
    ...profileOptions(title, now, options, pdfLanguage(language)),
  } as PDFKit.PDFDocumentOptions);
  startProfile(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const tags = new Tags(doc, pdfLanguage(language));
  const text = new TextWriter(doc, fonts, tags, language).style('regular', 9);
  return {
    doc,
    tags,
    text,
    finish: () => {
      tags.end();
      finishProfile(doc, options, now);
      doc.end();
      return done;
    },
  };
}

/** English documents keep the 'en' they always declared; every other language declares its full tag. */
const pdfLanguage = (language: LanguageTag): string => (language === DEFAULT_LANGUAGE ? 'en' : language);
