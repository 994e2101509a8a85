import { useCallback, useEffect, useState } from 'react';

/** How long an account banner stays (error banners 5 s; success 3 to 10 s). */
export const BANNER_MS = 5000;

export type Banner = { type: 'success' | 'error'; text: string };

/** One banner at a time that takes itself away after BANNER_MS; a new one restarts the clock. */
export function useTimedBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const show = useCallback((type: Banner['type'], text: string) => setBanner({ type, text }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}
