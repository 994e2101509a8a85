/**
 * Every page of the web app, shared by the frontend's router (which mounts one route per entry) and
 * the gateway (which answers a path that is none of them with the 404 page and status 404). One
 * list, so a page added to the app is known to the server without a second edit. `:name` stands for
 * one path segment.
 */
export const APP_ROUTES = {
  home: '/',
  product: '/invoice-generator',
  about: '/about',
  pricing: '/pricing',
  faq: '/faq',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  disclaimer: '/disclaimer',
  construction: '/construction',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  plan: '/plan',
  trialDashboard: '/trial-dashboard',
  trialClient: '/trial-dashboard/clients/:clientId',
  dashboard: '/dashboard',
  dashboardClient: '/dashboard/clients/:clientId',
  authCallback: '/auth/callback',
  confirmEmailChange: '/confirm-email-change',
  publicView: '/view/:type/:id',
  status: '/status',
} as const;

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const PATTERNS = Object.values(APP_ROUTES).map(segments);

/** True when `pathname` (no query) is a page of the app; a trailing slash is ignored, as the router does. */
export function isAppRoute(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
  );
}
