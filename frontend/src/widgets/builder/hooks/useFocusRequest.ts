import { useEffect } from 'react';
import type { FieldTarget } from '../model/einvoiceFields';

/** A request to take the user to a field; `at` tells two requests for the same field apart. */
export type FocusRequest = { target: FieldTarget; at: number };

/**
 * Frames to wait for a field to appear, about 5 s: 'More details' loads its fields when first opened,
 * which on a slow connection is a round trip.
 */
const MAX_FRAMES = 300;

/** Focuses the requested field and scrolls it into view, once it is in the page. */
export function useFocusRequest(request: FocusRequest | undefined): void {
  useEffect(() => {
    if (!request) return;
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      const field = window.document.getElementById(request.target.id);
      if (field) {
        field.focus();
        field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        return;
      }
      if (++frame < MAX_FRAMES) handle = window.requestAnimationFrame(attempt);
    };
    attempt();
    return () => window.cancelAnimationFrame(handle);
  }, [request]);
}
