import type { PdfRequestInput } from '@paydraft/invoice-core';

/** What POST /api/pdf/preview takes: the builder's PDF request and its logo, as the download sends them. */
export type PreviewRequest = { document: PdfRequestInput; logo?: File | null };

/** The API's refusal, in its own words (a 400's problems, the 429 of the preview limit). */
export class PreviewError extends Error {}

const FALLBACK = 'The preview could not be drawn. Your PDF is not affected.';

/**
 * POST /api/pdf/preview: the PDF's bytes. A plain fetch rather than an RTK Query endpoint, so the
 * bytes never pass through the store (they are not serialisable); the bearer token goes along when
 * there is one, so a paying user's preview has no footer watermark, as their PDF.
 */
export async function fetchPreview(
  { document, logo }: PreviewRequest,
  token: string | null,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const body = new FormData();
  body.append('document', JSON.stringify(document));
  if (logo) body.append('logo', logo, logo.name);
  const headers: HeadersInit = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch('/api/pdf/preview', { method: 'POST', body, headers, signal });
  if (response.ok) return new Uint8Array(await response.arrayBuffer());
  throw new PreviewError(await refusalOf(response));
}

async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; details?: unknown };
    if (typeof body.error !== 'string') return FALLBACK;
    const details = Array.isArray(body.details) ? body.details.join(', ') : '';
    return details && details !== body.error ? `${body.error}: ${details}` : body.error;
  } catch {
    return FALLBACK;
  }
}
