import { APP_ROUTES } from '@paydraft/invoice-core';

/** The pages a search engine should know: the public site, not the signed-in or demo areas. */
export const SITEMAP_PATHS: readonly string[] = [
  APP_ROUTES.home,
  APP_ROUTES.product,
  APP_ROUTES.about,
  APP_ROUTES.pricing,
  APP_ROUTES.faq,
  APP_ROUTES.contact,
  APP_ROUTES.privacyPolicy,
  APP_ROUTES.termsOfService,
  APP_ROUTES.disclaimer,
  APP_ROUTES.login,
  APP_ROUTES.signup,
];

/** Kept out of crawling: the dashboards (signed-in and demo), shared documents and the API. */
export const DISALLOWED_PATHS: readonly string[] = [
  APP_ROUTES.dashboard,
  APP_ROUTES.trialDashboard,
  '/view/',
  '/api/',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** robots.txt: everything public is allowed, the private areas are not, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`)];
  return `${lines.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).toString()}\n`;
}

/** sitemap.xml (sitemaps.org 0.9) of the public pages, with absolute addresses under `siteUrl`. */
export function sitemapXml(siteUrl: string): string {
  const urls = SITEMAP_PATHS.map(
    (path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).toString())}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
