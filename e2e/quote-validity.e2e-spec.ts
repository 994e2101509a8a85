import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ComposePage } from './pages/compose.page';
import { signedInTester } from './pages/dashboard-session.page';
import { PreferencesPage } from './pages/preferences.page';
import { appUrl } from './support/app-url';
import { pdfText } from './support/pdf';
import { pinnedPage } from './support/pinned-page';

/** The pages' clock: January 31, so 10 and 14 days land on February 10 and 14 whenever this runs. */
const NOW = new Date(2027, 0, 31, 12, 0, 0);

describe("each document type's own validity days, in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const files = mkdtempSync(join(tmpdir(), 'paydraft-validity-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    ({ context, page } = await pinnedPage(browser, NOW));
  });
  afterEach(() => context.close());

  async function setValidity(invoiceDays: string, quoteDays: string) {
    const preferences = new PreferencesPage(page);
    await preferences.open();
    await preferences.field('Business name').fill('Validity Studio');
    await preferences.field('Invoice validity (days)').fill(invoiceDays);
    await preferences.showTab('Quote');
    await preferences.field('Quote validity (days)').fill(quoteDays);
    await preferences.save();
  }

  it('a 14-day quote is valid until today + 14 (on the page and in its PDF), a 10-day invoice due at today + 10, and its conversion too', async () => {
    await signedInTester(page, 'validity');
    await setValidity('10', '14');
    const compose = new ComposePage(page);

    await compose.openNew();
    expect(await compose.field('Due date').inputValue()).toBe('Feb 10, 2027');
    await compose.chooseType('Quote');
    expect(await compose.field('Valid until').inputValue()).toBe('Feb 14, 2027');
    await compose.chooseType('Invoice');
    expect(await compose.field('Due date').inputValue()).toBe('Feb 10, 2027');

    await compose.chooseType('Quote');
    await compose.fillItem(1, { description: 'Gearbox study', rate: '1200' });
    await compose.generateAndSave(join(files, 'quote.pdf'));
    const text = pdfText(join(files, 'quote.pdf'));
    expect(text).toContain('Valid until');
    expect(text).toContain('February 14, 2027');
    await compose.closeSuccess();

    await page.goto(appUrl('/dashboard?section=convert&skipChecks=true'));
    await page.getByRole('button', { name: 'Convert QUO-1' }).click();
    await compose.builderTitle('Convert Quote to Invoice — QUO-1').waitFor();
    expect(await compose.field('Due date').inputValue()).toBe('Feb 10, 2027');
  });
});
