/** Who asks for a PDF. Only anonymous visitors of the public builder exist until sign-in lands. */
export type PdfRequester = { plan: 'free' };

export const ANONYMOUS_VISITOR: PdfRequester = { plan: 'free' };

/** Free PDFs carry the footer watermark (spec); this is where a Pro plan will turn it off. */
export function shouldWatermark(requester: PdfRequester): boolean {
  return requester.plan === 'free';
}
