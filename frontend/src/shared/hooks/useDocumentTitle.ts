import { useEffect } from 'react';
import { applyPageMeta } from '../seo/pageMeta';

/**
 * Names the browser tab after the page, so history and tabs stay readable. It also resets the
 * description and Open Graph tags to the site's defaults (or `description`), so a page that names
 * only its title does not keep the previous page's description. Pages that want their own search
 * snippet use usePageMeta.
 */
export function useDocumentTitle(title?: string, description?: string) {
  useEffect(() => {
    applyPageMeta({ title, description });
  }, [title, description]);
}
