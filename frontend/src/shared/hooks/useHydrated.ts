import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true after (and
 * from the start in an app rendered in the browser alone). Content that depends on the visitor's
 * clock or storage waits for it: HTML rendered at build time cannot know them, and React refuses to
 * hydrate text that differs from its HTML (docs/prerendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
