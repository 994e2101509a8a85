/** The setup's matchMedia (widths from innerWidth), taken before any test replaces it. */
const widthMatchMedia = window.matchMedia;

/**
 * Says what the user prefers about motion; the setup's matchMedia answers every query without a
 * width with true, so without this a test would always see reduced motion. Undone by restoreAllMocks.
 */
export function prefersReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = widthMatchMedia(query);
    return query.includes('prefers-reduced-motion') ? { ...list, matches: reduce } : list;
  });
}
