import { PATHS } from '../../shared/paths';

/** What the session was when the page was rendered; the browser hydrates from the same state. */
export type BuildTimeSession = 'signed-out' | 'pending';

/** A page rendered to HTML at build time. */
export type PrerenderedPage = {
  /** The address; the file is dist/frontend/prerendered/<address without its slash>.html ('/': index). */
  path: string;
  /** The page component's file name: the build finds the page's own CSS and chunks by it. */
  component: string;
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
  { path: PATHS.home, component: 'HomePage', session: 'signed-out' },
  { path: PATHS.pricing, component: 'PricingPage', session: 'signed-out' },
  { path: PATHS.about, component: 'AboutPage', session: 'signed-out' },
  { path: PATHS.faq, component: 'FaqPage', session: 'signed-out' },
  { path: PATHS.contact, component: 'ContactPage', session: 'signed-out' },
  { path: PATHS.privacyPolicy, component: 'PrivacyPolicyPage', session: 'signed-out' },
  { path: PATHS.termsOfService, component: 'TermsOfServicePage', session: 'signed-out' },
  { path: PATHS.disclaimer, component: 'DisclaimerPage', session: 'signed-out' },
  { path: PATHS.plan, component: 'PlanPage', session: 'pending' },
  { path: PATHS.product, component: 'InvoiceGeneratorPage', session: 'signed-out' },
  { path: NOT_FOUND_PATH, component: 'NotFoundPage', session: 'signed-out' },
];
