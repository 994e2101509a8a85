import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderPage } from './pages/builder.page';
import { appUrl } from './support/app-url';
import { seriousViolations } from './support/accessibility';
import { CspWatch } from './support/csp-watch';
import { waitForPageCondition } from './support/page-condition';
import { shot } from './support/screenshots';

const isPreview = (request: Request) => new URL(request.url()).pathname === '/api/pdf/preview';

/** The document a preview request carries (the `document` field of its multipart body). */
const previewedDocument = (request: Request): string => request.postData() ?? '';

describe('the live PDF preview beside the builder', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let builder: BuilderPage;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => context.close());

  async function openAt(width: number) {
    context = await browser.newContext({ viewport: { width, height: 900 } });
    page = await context.newPage();
    builder = new BuilderPage(page);
  }

  /** Pixels of the drawn page that are not white: ink from pdf-render's page. */
  const inkedPixels = () =>
    page.evaluate(`(() => {
      const canvas = document.querySelector('.pdf-preview__canvas');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200) inked++;
      return inked;
    })()`);

  it('at 1440 px draws the page that was typed, with pdf.js under the CSP, and counts no free PDF', async () => {
    await openAt(1440);
    const csp = await CspWatch.on(page, new URL(appUrl('/')).origin);
    await builder.openBuilder();
    const pane = page.getByRole('complementary', { name: 'PDF preview' });
    await pane.waitFor();

    const previewed = page.waitForRequest(
      (request) => isPreview(request) && previewedDocument(request).includes('Globex Preview Co'),
    );
    await builder.fillParties('Acme Studio Ltd', 'Globex Preview Co');
    await builder.fillItem(1, { description: 'Website design', rate: '450' });
    const request = await previewed;
    const response = await request.response();
    expect(response?.status()).toBe(200);

    const canvas = pane.getByRole('img', { name: /^Preview of page 1 of 1$/ });
    await canvas.waitFor();
    // A page-side check, as text: the e2e types have no DOM. Portrait A4, drawn at the pane's width.
    await waitForPageCondition(
      page,
      `(() => {
      const drawn = document.querySelector('.pdf-preview__canvas');
      return drawn !== null && drawn.width > 0 && drawn.height > drawn.width;
    })()`,
    );
    // Ink, not just a sized canvas: pdf.js drew pdf-render's page (text, the total's band, the mark).
    await expect(inkedPixels()).resolves.toBeGreaterThan(1000);
    await expect(builder.freeDocumentsLeft().textContent()).resolves.toMatch(/^3 of 3 free documents/);
    await csp.settle();
    expect(csp.violations).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
    await shot(page, 'pdf-preview-builder');
    await expect(inkedPixels()).resolves.toBeGreaterThan(1000);
    await expect(pane.getByText('This browser could not draw the preview.').count()).resolves.toBe(0);

    await pane.getByRole('button', { name: 'Hide preview' }).press('Enter');
    await pane.getByRole('button', { name: 'Show preview' }).waitFor();
    await expect(canvas.count()).resolves.toBe(0);
    await shot(page, 'pdf-preview-builder-hidden');
  });

  it('while a preview is on its way, names its progress without an accessibility violation', async () => {
    await openAt(1440);
    // The preview's answer waits until the pane has been checked, so the check sees it loading.
    let release!: () => void;
    const checked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/pdf/preview', async (route) => {
      await checked;
      await route.continue();
    });
    await builder.openBuilder();
    const pane = page.getByRole('complementary', { name: 'PDF preview' });
    await builder.fillItem(1, { description: 'Website design', rate: '450' });

    await pane.getByRole('status', { name: 'Drawing the preview' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    release();
    await pane.getByRole('img', { name: /^Preview of page 1 of 1$/ }).waitFor();
  });

  it('draws what was typed when the window widens from 1280 to 1500 px, and at 1600 px', async () => {
    await openAt(1280);
    await builder.openBuilder();
    await builder.fillParties('Acme Studio Ltd', 'Globex Preview Co');
    await builder.fillItem(1, { description: 'Website design', rate: '450' });
    await builder.totalDue().filter({ hasText: '$450.00' }).waitFor();
    const pane = page.getByRole('complementary', { name: 'PDF preview' });
    await expect(pane.count()).resolves.toBe(0);

    for (const width of [1500, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await pane.getByRole('img', { name: /^Preview of page 1 of 1$/ }).waitFor();
      await expect(inkedPixels()).resolves.toBeGreaterThan(1000);
      await shot(page, 'pdf-preview-widened');
    }
  });

  it('at 390 px shows no pane, sends no preview and loads no pdf.js', async () => {
    await openAt(390);
    const previews: string[] = [];
    const pdfJs: string[] = [];
    page.on('request', (request) => {
      if (isPreview(request)) previews.push(request.url());
      if (/drawPdfPage|pdf\.worker/.test(request.url())) pdfJs.push(request.url());
    });
    await builder.openBuilder();
    await builder.fillItem(1, { description: 'Website design', rate: '450' });
    await builder.totalDue().filter({ hasText: '$450.00' }).waitFor();

    await expect(page.getByRole('complementary', { name: 'PDF preview' }).count()).resolves.toBe(0);
    expect(previews).toEqual([]);
    // pdf.js is no part of the builder's load: it comes with the pane.
    expect(pdfJs).toEqual([]);
    await shot(page, 'pdf-preview-builder');
  });
});
