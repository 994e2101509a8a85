import { useEffect, useState } from 'react';

/**
 * Whether a fixed header should be hidden: it hides once the page has moved down by more than
 * `threshold` pixels since the last decision, shows again after moving up by more than that, and
 * always shows at the very top. Small jitters (trackpads, elastic scrolling) never toggle it.
 */
export function useHideOnScroll(threshold = 8): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastDecisionY = window.scrollY;

    const onScroll = () => {
      const y = window.scrollY;
      if (y <= 0) {
        setHidden(false);
        lastDecisionY = 0;
        return;
      }
      const delta = y - lastDecisionY;
      if (Math.abs(delta) <= threshold) {
        return;
      }
      setHidden(delta > 0);
      lastDecisionY = y;
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return hidden;
}
