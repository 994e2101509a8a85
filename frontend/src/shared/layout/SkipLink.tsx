import type { MouseEvent } from 'react';
import './SkipLink.css';

/** The id of the element holding a page's own content, which the skip link moves to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to content': the first stop of the keyboard on every page, shown only while it has the focus.
 * It moves the focus itself rather than leaving it to the fragment, so the address stays as it was
 * and the router sees no navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}
