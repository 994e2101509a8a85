import { Grid } from 'antd';

/**
 * full: every link inline; compact: two links and a 'More' menu; drawer: a 'Menu' button. unsized:
 * before the width is known (HTML rendered on the server, and its hydration): all of them, and CSS
 * shows the one that fits, so a prerendered page's header is right before any script runs.
 */
export type NavMode = 'full' | 'compact' | 'drawer' | 'unsized';

export function useNavMode(): NavMode {
  const screens = Grid.useBreakpoint();
  // antd measures in a layout effect; until then (never painted in a browser-only render) it knows nothing.
  if (screens.xs === undefined) return 'unsized';
  if (screens.xl) {
    return 'full';
  }
  // Must match the 992 px breakpoint in AppLayout.css, where the header grows to 76 px.
  return screens.lg ? 'compact' : 'drawer';
}
