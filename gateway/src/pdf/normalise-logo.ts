import { BadRequestException } from '@nestjs/common';
import type { NormalisedLogo } from '@paydraft/document-render';
import { LOGO_MAX_BYTES } from '@paydraft/invoice-core';
import sharp from 'sharp';

/** The logo box of the PDF, 40 × 20 mm, at 300 dpi. */
export const LOGO_MAX_WIDTH_PX = 472;
export const LOGO_MAX_HEIGHT_PX = 236;

/** Past this a 5 MB file is a decompression bomb rather than a logo (8000 × 5000 is plenty). */
const MAX_INPUT_PIXELS = 40_000_000;

export const LOGO_REJECTED_MESSAGE = `File upload Failed: the logo must be a PNG or JPG of at most ${LOGO_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Checks an uploaded logo by its content (not its name or declared type) and re-encodes it at the
 * size the PDF prints it, so the request to pdf-render and the PDF stay small: PNG where it has
 * transparency to keep, JPEG otherwise.
 */
export async function normaliseLogo(bytes: Buffer): Promise<NormalisedLogo> {
  // sharp throws 'Input Buffer is empty' as it is built, before the promise that the check below reads.
  if (bytes.length === 0) throw new BadRequestException(LOGO_REJECTED_MESSAGE);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata || (metadata.format !== 'png' && metadata.format !== 'jpeg')) {
    throw new BadRequestException(LOGO_REJECTED_MESSAGE);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new BadRequestException('File upload Failed: the logo has too many pixels (at most 40 megapixels)');
  }
  const resized = sharp(bytes)
    .autoOrient()
    .resize(LOGO_MAX_WIDTH_PX, LOGO_MAX_HEIGHT_PX, { fit: 'inside', withoutEnlargement: true });
  const encoded = metadata.hasAlpha
    ? resized.png({ compressionLevel: 9 })
    : resized.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    // A header sharp can read over a body it cannot decode: still not a usable image.
    throw new BadRequestException(LOGO_REJECTED_MESSAGE);
  });
  return {
    data,
    mimeType: metadata.hasAlpha ? 'image/png' : 'image/jpeg',
    widthPx: info.width,
    heightPx: info.height,
  };
}
