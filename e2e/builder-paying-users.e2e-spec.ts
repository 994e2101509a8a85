import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderPage } from './pages/builder.page';
import { ComposePage } from './pages/compose.page';
import { signedInTester } from './pages/dashboard-session.page';
import { pdfText } from './support/pdf';
import { pinnedPage } from './support/pinned-page';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;
/** The pages' clock, so dates and the free limit's day do not depend on when the suite runs. */
const NOW = new Date(2027, 0, 31, 12, 0, 0);
const WATERMARK = 'Made with Paydraft';

describe('the public builder for a Lifetime user (tester), in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let builder: BuilderPage;
  const files = mkdtempSync(join(tmpdir(), 'paydraft-paying-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    ({ context, page } = await pinnedPage(browser, NOW));
    await signedInTester(page, 'paying');
    builder = new BuilderPage(page);
    await builder.openBuilder();
    await builder.openInDashboardNotice().waitFor();
  });
  afterEach(() => context.close());

  it('makes PDFs without the watermark (read back with pdftotext), none counted against the free limit', async () => {
    expect(await builder.freeDocumentsLeft().count()).toBe(0);
    await builder.fillParties('Acme Studio Ltd', 'Globex Corporation');
    await builder.fillItem(1, { description: 'Website design', rate: '450' });

    // One more than the free limit of 3.
    for (let n = 1; n <= 4; n++) {
      const path = join(files, `paid-${n}.pdf`);
      await builder.generateAndSave(path);
      await builder.closeSuccess();
      const text = pdfText(path);
      expect(text).toContain('Website design');
      expect(text).not.toContain(WATERMARK);
    }
    await expect(builder.limitDialog().count()).resolves.toBe(0);
    await expect(page.evaluate("localStorage.getItem('paydraft.freeGenerations')")).resolves.toBeNull();
  });

  it("'Open in dashboard' carries the form over to the dashboard's builder, where it is saved", async () => {
    await builder.chooseType('Quote');
    await builder.fillParties('Acme Studio Ltd', 'Globex Corporation\n500 Market St');
    await builder.fillItem(1, { description: 'Website design', qty: '2', rate: '450' });
    await builder.fillItem(2, { description: 'Hosting', rate: '9.99' });
    await builder.typeDate('Valid until', '2027-02-20');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-open-in-dashboard-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/builder-open-in-dashboard-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Open in dashboard' }).click();

    await page.waitForURL(/\/dashboard\?section=create&skipChecks=true$/);
    const compose = new ComposePage(page);
    await compose.builderTitle('Quote Builder').waitFor();
    expect(await compose.field('Your business details').inputValue()).toBe('Acme Studio Ltd');
    expect(await compose.receiver().inputValue()).toBe('Globex Corporation\n500 Market St');
    expect(await compose.field('Description, item 1').inputValue()).toBe('Website design');
    expect(await compose.field('Quantity, item 1').inputValue()).toBe('2');
    expect(await compose.field('Description, item 2').inputValue()).toBe('Hosting');
    expect(await compose.field('Valid until').inputValue()).toBe('Feb 20, 2027');
    // The number was left alone on the public page: the dashboard's own numbering applies.
    expect(await compose.field('Quote number').inputValue()).toBe('QUO-1');

    await compose.saveDraft();
    await page.goto(page.url().replace('section=create', 'section=history'));
    await page.getByText('QUO-1').first().waitFor();
  });
});
