import { resolvePageMeta, SITE_NAME, type PageMeta } from '@paydraft/invoice-core';

// The words live in invoice-core's PAGE_META, which the gateway also writes into index.html.
export { DEFAULT_DESCRIPTION, DEFAULT_TITLE, PAGE_META, type PageMeta } from '@paydraft/invoice-core';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Writes the page's title, description, canonical link and Open Graph tags into <head>. Every page
 * sets all of them, so moving between pages never leaves the previous page's description behind.
 */
export function applyPageMeta(
  meta: PageMeta,
  location: Pick<Location, 'origin' | 'pathname'> = window.location,
) {
  const { title: fullTitle, description: text, type } = resolvePageMeta(meta);
  // The address without query or hash: /contact?purpose=sales is the same page as /contact.
  const url = `${location.origin}${location.pathname}`;
  document.title = fullTitle;
  upsertMeta('name', 'description', text);
  upsertMeta('property', 'og:site_name', SITE_NAME);
  upsertMeta('property', 'og:title', fullTitle);
  upsertMeta('property', 'og:description', text);
  upsertMeta('property', 'og:type', type);
  upsertMeta('property', 'og:url', url);
  upsertCanonical(url);
}
