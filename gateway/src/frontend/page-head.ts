import { APP_ROUTES, PAGE_META, resolvePageMeta, SITE_NAME } from '@paydraft/invoice-core';

/**
 * Areas kept out of search indexes (the dashboards, signed-in and demo, and shared documents): the
 * app says so too once it runs, but a scraper reads only what the server sent.
 */
const NOINDEX_AREAS = [APP_ROUTES.dashboard, APP_ROUTES.trialDashboard, '/view'];

/** True for a path in one of the areas above (the area itself or anything under it). */
export const isNoIndexPath = (pathname: string): boolean =>
  NOINDEX_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html as page `pathname` of the site at `siteUrl` should arrive: its own <title>, description,
 * canonical address and Open Graph tags (the words of invoice-core's PAGE_META, which the page itself
 * writes once it runs), and `noindex` for the private areas. A page not in the table (a document's
 * public view, a client's page) gets the site's defaults, which the app refines once it knows more.
 * An index.html without a <head> is returned as it is.
 */
export function withPageHead(html: string, pathname: string, siteUrl: string): string {
  if (!html.includes('</head>')) return html;
  // The router ignores a trailing slash; the canonical address never has one.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = resolvePageMeta(PAGE_META[path]);
  const url = new URL(path, siteUrl).toString();
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(isNoIndexPath(path) ? ['<meta name="robots" content="noindex, nofollow" />'] : []),
  ];
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
