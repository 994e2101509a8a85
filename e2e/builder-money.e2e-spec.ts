import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderMoneyPage, type TotalsLine } from './pages/builder-money.page';
import { ComposePage } from './pages/compose.page';
import { signedInTester } from './pages/dashboard-session.page';
import { pdfText } from './support/pdf';
import { pinnedPage } from './support/pinned-page';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;
/** The page's clock, so the dates the builder starts with do not depend on when this runs. */
const NOW = new Date(2027, 0, 31, 12, 0, 0);

/**
 * Design 10 × 100 less 10 % = 900 at 19 %; books 2 × 50 = 100 at 7 %. The 5 % document discount (50)
 * splits 45 / 5 over the two tax groups, so the bases are 855 and 95: VAT 162.45 and 6.65.
 */
const EXPECTED: TotalsLine[] = [
  { label: 'Subtotal', value: '$1,000.00' },
  { label: 'Discount (5%)', value: '\u2212$50.00' },
  { label: 'VAT (19%)', value: '$162.45' },
  { label: 'VAT (7%)', value: '$6.65' },
  { label: 'Total Due', value: '$1,119.10' },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the money model in the free builder, through the gateway and pdf-render, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let builder: BuilderMoneyPage;
  const files = mkdtempSync(join(tmpdir(), 'paydraft-money-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    rmSync(files, { recursive: true, force: true });
  });
  afterEach(() => context.close());

  async function open(width: number) {
    ({ context, page } = await pinnedPage(browser, NOW, { width, height: 900 }));
    builder = new BuilderMoneyPage(page);
    await builder.openBuilder();
  }

  it('builds a two-rate invoice with a line discount: the PDF prints the totals the page shows', async () => {
    await open(1280);
    await builder.fillParties('Acme GmbH\nHauptstr. 1, Berlin', 'Globex SARL\nParis');
    await builder.fillItem(1, { description: 'Design', qty: '10', rate: '100' });
    await builder.fillItem(2, { description: 'Books', qty: '2', rate: '50' });
    await builder.setPercentages('5', '19');

    // The typed 19 % becomes the first tax; the second is the reduced rate, for the books only.
    await builder.addTax(1, 'VAT');
    await builder.addTax(2, 'VAT', '7');
    await builder.lineTax(2, 'VAT 19%').click();
    await builder.lineTax(2, 'VAT 7%').click();
    await builder.showLineColumn('Line discount');
    await builder.setLineDiscount(1, '10');
    await builder.openMoreDetails();
    await builder.detailsField('Seller (you)', 'VAT number').fill('DE136695976');
    await builder.detailsField('Payment details', 'IBAN').fill('DE89 3704 0044 0532 0130 00');

    await expect(builder.lineTax(2, 'VAT 7%').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(builder.totalsLines()).resolves.toEqual(EXPECTED);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-money-1280.png`, fullPage: true });

    const pdf = join(files, 'two-rates.pdf');
    await builder.generateAndSave(pdf);
    const text = pdfText(pdf);
    for (const { label, value } of EXPECTED) {
      expect(text).toMatch(new RegExp(`${escaped(label)}\\s+${escaped(value)}`));
    }
    expect(text).toContain('Design');
    expect(text).toContain('$900.00');
  });

  it('at 390 px, by keyboard: the first tax takes the typed rate and a chip toggles a line off it', async () => {
    await open(390);
    await builder.fillItem(1, { description: 'Design', qty: '1', rate: '100' });
    await builder.fillItem(2, { description: 'Books', qty: '1', rate: '100' });
    await builder.setPercentages('0', '19');
    await expect(builder.totalDue().textContent()).resolves.toBe('$238.00');

    await builder.addTaxButton().focus();
    await page.keyboard.press('Enter');
    await expect(builder.focusedLabel()).resolves.toBe('Tax 1 name');
    await expect(builder.totalDue().textContent()).resolves.toBe('$238.00');

    await builder.lineTax(2, 'Tax 19%').focus();
    await page.keyboard.press('Space');
    await expect(builder.lineTax(2, 'Tax 19%').getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(builder.totalDue().textContent()).resolves.toBe('$219.00');

    // Bank details are checked where they are typed, in invoice-core's words.
    await builder.openMoreDetails();
    await builder.detailsField('Payment details', 'IBAN').fill('DE89 3704 0044 0532 0130 01');
    await builder.detailsField('Payment details', 'IBAN').press('Tab');
    await page.getByText('IBAN is not valid: check the country code, length and check digits').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-money-390.png`, fullPage: true });
  });

  it("in the dashboard's builder, saves the taxes, line taxes and the buyer with the draft", async () => {
    await open(1280);
    await signedInTester(page, 'money');
    const compose = new ComposePage(page);
    await compose.openNew();
    builder = new BuilderMoneyPage(page);
    await builder.fillItem(1, { description: 'Design', qty: '10', rate: '100' });
    await builder.fillItem(2, { description: 'Books', qty: '2', rate: '50' });
    await builder.setPercentages('0', '19');
    await builder.addTax(1, 'VAT');
    await builder.addTax(2, 'VAT', '7');
    await builder.lineTax(2, 'VAT 19%').click();
    await builder.lineTax(2, 'VAT 7%').click();
    await builder.openMoreDetails();
    await builder.detailsField('Buyer (client)', 'Name').fill('Globex SARL');
    await builder.detailsField('Buyer (client)', 'Country').fill('france');
    await page.keyboard.press('Enter');

    const [request] = await Promise.all([
      page.waitForRequest(
        (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/documents/invoice'),
      ),
      compose.saveDraft(),
    ]);
    const body = request.postDataJSON() as {
      taxes: { id: string; rate: string }[];
      items: { tax_ids: string[] }[];
      buyer: { name: string; country: string };
    };
    expect(body.taxes.map((tax) => tax.rate)).toEqual(['19', '7']);
    expect(body.items.map((item) => item.tax_ids)).toEqual([[body.taxes[0].id], [body.taxes[1].id]]);
    expect(body.buyer).toMatchObject({ name: 'Globex SARL', country: 'FR' });
    await expect(builder.totalDue().textContent()).resolves.toBe('$1,297.00');

    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/compose-money-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/compose-money-390.png`, fullPage: true });
    }
  });
});
