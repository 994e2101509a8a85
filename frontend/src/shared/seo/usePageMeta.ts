import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta, type PageMeta } from './pageMeta';

/**
 * Gives a page its title, description and Open Graph tags (see applyPageMeta); a page of PAGE_META
 * passes its entry there, so the tags match what the gateway put into index.html.
 */
export function usePageMeta({ title, description, type }: PageMeta = {}) {
  // The router's address (a memory router in tests has no window.location of its own).
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta({ title, description, type }, { origin: window.location.origin, pathname });
  }, [title, description, type, pathname]);
}
