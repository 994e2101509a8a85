import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog loaded on first use stays mounted after, so it
 * closes with its animation and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's 'adjust state on a prop change': no effect, no extra paint.
  if (open && !opened) setOpened(true);
  return opened || open;
}
