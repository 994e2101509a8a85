import type { Caller } from '@paydraft/contracts';
import { watermarkFor } from '@paydraft/document-render';

/**
 * Free PDFs carry the footer watermark; a signed-in caller whose plan opens the dashboard
 * (Pro, Lifetime, testers) gets them without. A plan billing could not tell is treated as Free.
 */
export function shouldWatermark(caller: Caller | undefined): boolean {
  return caller === undefined || watermarkFor(caller.plan);
}
