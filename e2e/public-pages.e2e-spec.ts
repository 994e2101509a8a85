import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AppShellPage } from './pages/app-shell.page';
import { seriousViolations } from './support/accessibility';
import { appUrl } from './support/app-url';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/construction',
  '/invoice-generator',
  '/login',
  '/signup',
];

type Meta = { title: string; description: string; ogTitle: string | null; ogUrl: string | null };

async function readMeta(page: Page): Promise<Meta> {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]') ?? '',
      ogTitle: content('meta[property="og:title"]'),
      ogUrl: content('meta[property="og:url"]'),
    };
  });
}

/** Opens a page and waits for its lazily loaded content (its first heading) and its title. */
async function openPage(page: Page, path: string) {
  const shell = new AppShellPage(page);
  await shell.open(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The title is set in an effect after the page renders.
  await page.waitForFunction(() => document.title.length > 0);
}

describe('the public pages, in Chromium at 1280 px', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const metas = new Map<string, Meta>();

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  // axe-core's Playwright runner needs a page made from a context of its own.
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it.each(PUBLIC_PAGES)(
    '%s has a title, a description and no serious accessibility violations',
    async (path) => {
      await openPage(page, path);
      const meta = await readMeta(page);
      metas.set(path, meta);

      expect(meta.title).toMatch(/Paydraft/);
      expect(meta.description.length).toBeGreaterThan(40);
      expect(meta.ogTitle).toBe(meta.title);
      expect(meta.ogUrl).toBe(appUrl(path));
      await expect(seriousViolations(page)).resolves.toEqual([]);
    },
  );

  it('gives every public page its own title', () => {
    expect(metas.size).toBe(PUBLIC_PAGES.length);
    const titles = [...metas.values()].map((meta) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives the pages written for search their own description', () => {
    const own = [
      '/about',
      '/pricing',
      '/faq',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/disclaimer',
    ];
    const descriptions = own.map((path) => metas.get(path)?.description);
    expect(new Set(descriptions).size).toBe(own.length);
  });

  it('keeps a description from leaking into the next page on navigation', async () => {
    await openPage(page, '/pricing');
    const pricing = (await readMeta(page)).description;
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const faq = await readMeta(page);
    expect(faq.title).toBe('Frequently Asked Questions | Paydraft');
    expect(faq.description).not.toBe(pricing);
    expect(faq.ogUrl).toBe(appUrl('/faq'));
  });

  it("leads the footer's Blogs link to the construction page", async () => {
    await openPage(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Under Construction' }).waitFor();
    expect(page.url()).toBe(appUrl('/construction'));
  });

  it('answers robots.txt and sitemap.xml of the public pages', async () => {
    const robots = await page.request.get(appUrl('/robots.txt'));
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const robotsText = await robots.text();
    for (const line of [
      'Disallow: /dashboard',
      'Disallow: /trial-dashboard',
      'Disallow: /view/',
      'Disallow: /api/',
    ]) {
      expect(robotsText).toContain(line);
    }
    const sitemapLine = robotsText.split('\n').find((line) => line.startsWith('Sitemap: '));
    expect(sitemapLine).toBe(`Sitemap: ${appUrl('/sitemap.xml')}`);

    const sitemap = await page.request.get(appUrl('/sitemap.xml'));
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/about',
      '/pricing',
      '/faq',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/disclaimer',
      '/invoice-generator',
    ]) {
      expect(xml).toContain(`<loc>${appUrl(path)}</loc>`);
    }
    expect(xml).not.toContain('dashboard');
  });
});
