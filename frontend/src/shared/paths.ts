import { APP_ROUTES } from '@paydraft/invoice-core';

/**
 * Every address the app links to, so a renamed page is one edit: the pages (shared with the gateway,
 * which answers any other path with the 404 page) and links into them.
 */
export const PATHS = {
  ...APP_ROUTES,
  bugReport: '/contact?purpose=feedback',
} as const;
