import type { Logo } from '@paydraft/contracts';
import type { LogoImage } from '../render-model';
import { invalidDocument } from './invalid-document';

const LOGO_MIME_TYPES = new Set(['image/png', 'image/jpeg']);

/** The logo to draw, or undefined when the request has none; a PNG or JPEG only. */
export function logoOf(logo: Logo | undefined): LogoImage | undefined {
  if (!logo || logo.data.length === 0) return undefined;
  if (!LOGO_MIME_TYPES.has(logo.mimeType)) invalidDocument('The logo must be a PNG or JPEG image');
  // Wrap without copying: pdfkit wants a Buffer and the decoded request owns these bytes.
  const data = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
  return { data, widthPx: logo.widthPx, heightPx: logo.heightPx };
}
