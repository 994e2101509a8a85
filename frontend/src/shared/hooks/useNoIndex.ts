import { useEffect } from 'react';

/**
 * Keeps search engines from indexing a shared document or the demo: `<meta name="robots"
 * content="noindex, nofollow">` while mounted. The gateway already writes one into these pages' HTML;
 * that one is taken over rather than joined by a second, and goes too when the page is left.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta =
      document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    if (!meta.isConnected) document.head.append(meta);
    return () => meta.remove();
  }, []);
}
