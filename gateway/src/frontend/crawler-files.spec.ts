import { isAppRoute, PAGE_META } from '@paydraft/invoice-core';
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from './crawler-files';

describe('crawler files', () => {
  it('robots.txt keeps crawlers out of the dashboards, shared documents and the API, and names the sitemap', () => {
    const text = robotsTxt('https://paydraft.app');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /trial-dashboard',
        'Disallow: /view/',
        'Disallow: /api/',
        'Sitemap: https://paydraft.app/sitemap.xml',
      ]),
    );
  });

  it('the sitemap lists each public page once, absolute, under the site origin', () => {
    const xml = sitemapXml('https://paydraft.app/');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://paydraft.app/');
    expect(locs).toContain('https://paydraft.app/pricing');
    expect(locs).toContain('https://paydraft.app/contact');
    expect(new Set(locs).size).toBe(SITEMAP_PATHS.length);
    expect(xml).not.toMatch(/dashboard|\/view\//);
  });

  it('lists only pages the app has', () => {
    for (const path of SITEMAP_PATHS) expect(isAppRoute(path)).toBe(true);
  });

  it('gives each page of the sitemap a description of its own or the site default, never a stray key', () => {
    for (const path of SITEMAP_PATHS) expect(PAGE_META[path]).toBeDefined();
    for (const path of Object.keys(PAGE_META)) expect(isAppRoute(path)).toBe(true);
  });
});
