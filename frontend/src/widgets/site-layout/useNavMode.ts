import { Grid } from 'antd';

/** full: every link inline; compact: two links and a 'More' menu; drawer: a 'Menu' button. */
export type NavMode = 'full' | 'compact' | 'drawer';

export function useNavMode(): NavMode {
  const screens = Grid.useBreakpoint();
  if (screens.xl) {
    return 'full';
  }
  // Must match the 992 px breakpoint in AppLayout.css, where the header grows to 76 px.
  return screens.lg ? 'compact' : 'drawer';
}
