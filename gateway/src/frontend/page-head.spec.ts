import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, PAGE_META } from '@paydraft/invoice-core';
import { isNoIndexPath, withPageHead } from './page-head';

// The real template, as Vite copies it into the build (its <head> is kept as written).
const TEMPLATE = readFileSync(join(__dirname, '../../../frontend/index.html'), 'utf8');
const SITE = 'https://paydraft.app';

const attribute = (html: string, selector: RegExp) => html.match(selector)?.[1];
const titleOf = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

describe('withPageHead', () => {
  it('gives the pricing page its own title, description, canonical and Open Graph tags', () => {
    const html = withPageHead(TEMPLATE, '/pricing', SITE);
    const { description } = PAGE_META['/pricing'];

    expect(titleOf(html)).toBe('Pricing | Paydraft');
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(description);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Pricing | Paydraft');
    expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe('https://paydraft.app/pricing');
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://paydraft.app/pricing');
    // One of each: the template's own title and description are replaced, not joined by second ones.
    expect(all(html, /<title>/g)).toBe(1);
    expect(all(html, /name="description"/g)).toBe(1);
    expect(html).not.toMatch(/noindex/);
  });

  it('keeps the site defaults on the home page and escapes them for HTML', () => {
    const html = withPageHead(TEMPLATE, '/', SITE);

    expect(titleOf(html)).toBe(DEFAULT_TITLE.replace('&', '&amp;'));
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(DEFAULT_DESCRIPTION);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe('https://paydraft.app/');
  });

  it('marks the legal texts as articles and drops a trailing slash from the canonical address', () => {
    const html = withPageHead(TEMPLATE, '/privacy-policy/', SITE);

    expect(titleOf(html)).toBe('Privacy Policy | Paydraft');
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      'https://paydraft.app/privacy-policy',
    );
  });

  it.each(['/dashboard', '/dashboard/clients/c-1', '/trial-dashboard', '/view/quote/abc'])(
    'asks search engines not to index %s',
    (path) => {
      expect(withPageHead(TEMPLATE, path, SITE)).toContain(
        '<meta name="robots" content="noindex, nofollow" />',
      );
      expect(isNoIndexPath(path)).toBe(true);
    },
  );

  it('indexes the public pages, including ones that only start like a private area', () => {
    for (const path of ['/', '/pricing', '/dashboards-guide', '/viewer']) {
      expect(isNoIndexPath(path)).toBe(false);
    }
  });

  it('leaves an index.html without a <head> as it is', () => {
    const bare = '<!doctype html><html><body><div id="root"></div></body></html>';
    expect(withPageHead(bare, '/pricing', SITE)).toBe(bare);
  });
});
