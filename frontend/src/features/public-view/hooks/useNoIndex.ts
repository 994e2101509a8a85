import { useEffect } from 'react';

/** Keeps search engines from indexing a shared document: `<meta name="robots" content="noindex">` while mounted. */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
