import { PATHS } from '../../shared/paths';

/** What the session was when the page was rendered; the browser hydrates from the same state. */
export type BuildTimeSession = 'signed-out' | 'pending';

/** A page rendered to HTML at build time. */
export type PrerenderedPage = {
  /** The address; the file is dist/frontend/prerendered/<address without its slash>.html ('/': index). */
  path: string;
  /** The page's slice (its folder under src/pages): the build finds the page's own CSS and chunks by it. */
  slice: string;
  /**
   * 'pending' for a page that needs a session (/plan): it is rendered as its loading shell, which
   * the stored session then fills; every other page as a signed-out visitor sees it.
   */
  session: BuildTimeSession;
};

/** Where the 404 page is rendered from: an address that no route but the catch-all matches. */
export const NOT_FOUND_PATH = '/404';

/**
 * The public pages whose first paint needs no JavaScript, and the 404 page. Their content is the
 * same for every visitor; a page showing someone's own data (the dashboard) stays a client app.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: PATHS.home, slice: 'home', session: 'signed-out' },
  { path: PATHS.pricing, slice: 'pricing', session: 'signed-out' },
  { path: PATHS.about, slice: 'about', session: 'signed-out' },
  { path: PATHS.faq, slice: 'faq', session: 'signed-out' },
  { path: PATHS.contact, slice: 'contact', session: 'signed-out' },
  { path: PATHS.privacyPolicy, slice: 'privacy-policy', session: 'signed-out' },
  { path: PATHS.termsOfService, slice: 'terms-of-service', session: 'signed-out' },
  { path: PATHS.disclaimer, slice: 'disclaimer', session: 'signed-out' },
  { path: PATHS.plan, slice: 'plan', session: 'pending' },
  { path: PATHS.product, slice: 'invoice-generator', session: 'signed-out' },
  { path: NOT_FOUND_PATH, slice: 'not-found', session: 'signed-out' },
];
