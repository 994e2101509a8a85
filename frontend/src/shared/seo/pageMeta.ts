export const SITE_NAME = 'Paydraft';
export const DEFAULT_TITLE = `${SITE_NAME} — Invoice & Quote Generator`;
/** The same words as index.html's description, so a page without its own reads as the first load did. */
export const DEFAULT_DESCRIPTION =
  'Paydraft: create professional invoice and quote PDFs in minutes. Free to use, no signup required.';

export type PageMeta = {
  /** The page's own name; the tab reads '<title> | Paydraft'. Absent: the site's default title. */
  title?: string;
  /** One or two sentences for search results and link previews. Absent: the site's default. */
  description?: string;
  /** Open Graph type: 'website' for the site's pages, 'article' for long texts (legal pages). */
  type?: 'website' | 'article';
};

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
  { title, description, type = 'website' }: PageMeta,
  location: Pick<Location, 'origin' | 'pathname'> = window.location,
) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
  const text = description ?? DEFAULT_DESCRIPTION;
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
