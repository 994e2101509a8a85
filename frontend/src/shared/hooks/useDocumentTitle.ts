import { useEffect } from 'react';

const PRODUCT_NAME = 'Paydraft';

/** Names the browser tab after the page, so history and tabs stay readable. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — Invoice & Quote Generator`;
  }, [title]);
}
