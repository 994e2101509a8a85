import { useSyncExternalStore } from 'react';

/**
 * The pane sits beside the form from this width. Below it the form needs the whole width: at 1280 px the
 * pane left the details card too narrow for its dates.
 */
export const PREVIEW_MIN_WIDTH = 1440;

const QUERY = `(min-width: ${PREVIEW_MIN_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the window is wide enough for the preview pane (false where matchMedia is missing). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
    () => false,
  );
}
