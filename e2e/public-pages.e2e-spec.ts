import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ContactPage } from './pages/contact.page';
import { PublicPage, type PageMeta } from './pages/public-page.page';
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

/**
 * The instant every page is shown at, so that no check depends on when the suite runs: 13:00 in New
 * York (EST), when the contact page says 'Open Now'.
 */
const NEW_YORK_13_00 = new Date('2027-01-13T18:00:00Z');
const NEW_YORK_23_00 = new Date('2027-01-14T04:00:00Z');

describe('the public pages, in Chromium at 1280 px', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const metas = new Map<string, PageMeta>();

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  // axe-core's Playwright runner needs a page made from a context of its own.
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.clock.setFixedTime(NEW_YORK_13_00);
  });
  afterEach(() => context.close());

  it.each(PUBLIC_PAGES)('%s has a title, a description and Open Graph tags', async (path) => {
    const publicPage = new PublicPage(page);
    await publicPage.open(path);
    const meta = await publicPage.meta();
    metas.set(path, meta);

    expect(meta.title).toMatch(/Paydraft/);
    expect(meta.description.length).toBeGreaterThan(40);
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.ogUrl).toBe(appUrl(path));
  });

  it.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (path) => {
    await new PublicPage(page).open(path);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it.each([
    ['13:00', 'Open Now', NEW_YORK_13_00],
    ['23:00', 'Closed Now', NEW_YORK_23_00],
  ])('/contact at %s Eastern, %s, has no serious or critical axe violations', async (_hour, shown, at) => {
    await page.clock.setFixedTime(at);
    const contact = new ContactPage(page);
    await contact.openContact();

    await expect(contact.hours.textContent()).resolves.toBe(shown);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

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
    await new PublicPage(page).open('/pricing');
    const pricing = (await new PublicPage(page).meta()).description;
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const faq = await new PublicPage(page).meta();
    expect(faq.title).toBe('Frequently Asked Questions | Paydraft');
    expect(faq.description).not.toBe(pricing);
    expect(faq.ogUrl).toBe(appUrl('/faq'));
  });

  it("leads the footer's Blogs link to the construction page", async () => {
    await new PublicPage(page).open('/about');
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
