import { PdfFormat } from '@paydraft/contracts';
import { z } from 'zod';

export const PDF_FORMAT_MESSAGE = 'format must be plain or facturx';

/** `format` of a PDF download: `plain` (the page alone, the default) or `facturx` (with its CII XML). */
export const pdfFormatField = z
  .enum(['plain', 'facturx'], { error: PDF_FORMAT_MESSAGE })
  .default('plain')
  .describe('plain: the page alone; facturx: a Factur-X (EN 16931) PDF/A-3 with factur-x.xml attached');

export type PdfFormatName = z.output<typeof pdfFormatField>;

const FORMATS: Record<PdfFormatName, PdfFormat> = {
  plain: PdfFormat.UNSPECIFIED,
  facturx: PdfFormat.FACTURX,
};

export const renderFormatOf = (format: PdfFormatName): PdfFormat => FORMATS[format];

/** `invoice-INV-7.pdf` as a Factur-X: `invoice-INV-7-facturx.pdf`, so both downloads keep their own name. */
export function fileNameForFormat(name: string, format: PdfFormatName): string {
  return format === 'facturx' ? name.replace(/\.pdf$/, '-facturx.pdf') : name;
}
