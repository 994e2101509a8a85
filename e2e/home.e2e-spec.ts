import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester } from './pages/dashboard-session.page';
import { HomePage } from './pages/home.page';
import { seriousViolations } from './support/accessibility';
import { appUrl } from './support/app-url';
import { pdfText } from './support/pdf';
import { waitForPageCondition } from './support/page-condition';

const files = mkdtempSync(join(tmpdir(), 'paydraft-home-'));

describe('the home page, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    // A context of its own per test: axe needs one, and each test starts signed out.
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'no-preference',
    });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('advances the carousel by itself every 5000 ms and holds it 10000 ms after a manual control', async () => {
    await page.clock.install();
    const home = new HomePage(page);
    await home.open();
    await home.control('Pause slideshow').waitFor();
    // From here the page's clock moves only when the test moves it: no real waits, no drift. The pause
    // lies a second ahead, since real time passes between reading the clock and pausing it (on a busy
    // machine more than a few ms, and pausing in the past is refused), yet well before the first advance.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(new Date(now + 1000));

    await expect(home.currentSlide()).resolves.toBe('Slide 1 of 2');
    await page.clock.runFor(5000);
    await expect(home.currentSlide()).resolves.toBe('Slide 2 of 2');
    await home.carousel.getByRole('link', { name: 'Explore Demo Dashboard' }).waitFor();

    await home.control('Next slide').click();
    await expect(home.currentSlide()).resolves.toBe('Slide 1 of 2');
    await home.control('Play slideshow').waitFor();
    await page.clock.runFor(9500);
    await expect(home.currentSlide()).resolves.toBe('Slide 1 of 2');
    await page.clock.runFor(500);
    await home.control('Pause slideshow').waitFor();
    await page.clock.runFor(5000);
    await expect(home.currentSlide()).resolves.toBe('Slide 2 of 2');

    await home.control('Pause slideshow').click();
    await page.clock.runFor(30_000);
    await expect(home.currentSlide()).resolves.toBe('Slide 2 of 2');
  });

  it('offers both sample PDFs: Preview opens the inline PDF, Download saves it, and pdftotext reads them', async () => {
    const home = new HomePage(page);
    await home.open();
    await page.getByText('Free template shown; branding & auto-fill available in Pro').waitFor();

    await expect(home.samplePreview('quote').getAttribute('target')).resolves.toBe('_blank');
    const preview = await page.request.get(appUrl((await home.samplePreview('quote').getAttribute('href'))!));
    expect(preview.headers()['content-disposition']).toMatch(/^inline;/);

    const expected = {
      quote: ['QUO-1042', 'Quote Total', '$6,706.80'],
      invoice: ['INV-2087', 'Total Due', '$5,140.26'],
    } as const;
    for (const kind of ['quote', 'invoice'] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        home.sampleDownload(kind).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`paydraft-sample-${kind}.pdf`);
      const path = join(files, `${kind}.pdf`);
      await download.saveAs(path);
      const text = pdfText(path);
      for (const words of expected[kind]) expect(text).toContain(words);
      expect(text).toContain('Northwind Design Studio');
      expect(text).toContain('Made with Paydraft');
    }
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])('has no serious or critical axe violations at %i px', async (width, height) => {
    await page.setViewportSize({ width, height });
    const home = new HomePage(page);
    await home.open();
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();

    // Held still, so axe never reads a slide halfway through its fade.
    await home.control('Pause slideshow').click();
    const violations = () => seriousViolations(page);
    await expect(violations()).resolves.toEqual([]);

    // The second slide too, once shown (hidden, axe skips it).
    await home.control('Go to slide 2').click();
    await waitForPageCondition(
      page,
      "getComputedStyle(document.querySelector('.hero__slide--current')).opacity === '1'",
    );
    await expect(home.currentSlide()).resolves.toBe('Slide 2 of 2');
    await expect(violations()).resolves.toEqual([]);
  });

  it('sends a signed-in entitled user who opens / to the dashboard', async () => {
    await signedInTester(page, 'home');

    await page.goto(appUrl('/'));

    await page.waitForURL(/\/dashboard\?skipChecks=true$/);
  });
});
