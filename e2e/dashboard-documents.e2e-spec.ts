import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { writeLogo } from './pages/builder.page';
import { ClientsPage } from './pages/clients.page';
import { ComposePage } from './pages/compose.page';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { PreferencesPage } from './pages/preferences.page';
import { appUrl } from './support/app-url';
import { pdfImageCount, pdfText } from './support/pdf';

describe('the dashboard documents flow, as an entitled user in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const files = mkdtempSync(join(tmpdir(), 'paydraft-flow-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => page.close());

  /** Preferences with a logo, and one client: what the builder fills a new document from. */
  async function setUpBusiness() {
    const preferences = new PreferencesPage(page);
    await preferences.open();
    await preferences.field('Business name').fill('Flow Studio');
    await preferences.chooseCurrency('euro', 'EUR');
    await preferences.field('Tax rate (%)').fill('20');
    await preferences.field('Default payment terms').fill('Net 14');
    await preferences.card
      .getByRole('tabpanel', { name: 'Invoice' })
      .getByLabel('Default notes')
      .fill('Thank you for your business');
    const logoPath = join(files, 'logo.png');
    await writeLogo(logoPath);
    await preferences.uploadLogo(logoPath);
    await preferences.save();

    const clients = new ClientsPage(page);
    await clients.open();
    await clients.create({
      'Business name': 'Engines Ltd',
      'Contact name': 'Ada Lovelace',
      Email: 'ada@engines.example',
    });
    await clients.snackbar('Client created successfully').waitFor();
  }

  async function completedInvoices(): Promise<string> {
    await page.goto(appUrl('/dashboard?section=overview&skipChecks=true'));
    const tile = page.locator('.ant-statistic', { hasText: 'Completed Invoices' });
    return (await tile.locator('.ant-statistic-content-value').textContent()) ?? '';
  }

  it('creates an invoice from preferences with a client, saves a draft, edits it, generates its PDF and marks it paid', async () => {
    await signedInTester(page, 'flow');
    await setUpBusiness();
    expect(await completedInvoices()).toBe('0');

    const compose = new ComposePage(page);
    await compose.openNew();
    expect(await compose.field('Invoice number').inputValue()).toBe('INV-1');
    await compose.currency().filter({ hasText: 'EUR' }).waitFor();
    expect(await compose.field('Tax rate (%)').inputValue()).toBe('20');
    expect(await compose.field('Payment terms').inputValue()).toBe('Net 14');
    expect(await compose.field('Notes or terms').inputValue()).toBe('Thank you for your business');
    expect(await compose.field('Your business details').inputValue()).toBe('Flow Studio');
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();

    await compose.selectClient('engines');
    expect(await compose.receiver().inputValue()).toBe('Engines Ltd\nAda Lovelace\nada@engines.example');
    expect(await compose.receiver().getAttribute('readonly')).not.toBeNull();
    await compose.fillItem(1, { description: 'Engine design', rate: '500' });
    await compose.saveDraft();

    const history = new HistoryPage(page);
    await history.open();
    const row = history.document('INV-1');
    await row.getByText('Engines Ltd').waitFor();
    await row.getByText('Draft').waitFor();

    await page.getByRole('button', { name: 'Edit INV-1' }).click();
    await compose.builderTitle('Edit Invoice — INV-1').waitFor();
    await page.getByRole('button', { name: 'Back to History' }).waitFor();
    await compose.fillItem(1, { description: 'Engine design', rate: '650' });
    const pdfPath = join(files, 'inv-1.pdf');
    await compose.generateAndSave(pdfPath);
    await compose.closeSuccess();

    const text = pdfText(pdfPath);
    expect(text).toContain('INV-1');
    expect(text).toContain('Flow Studio');
    expect(text).toContain('Engines Ltd');
    expect(text).toContain('780.00');
    expect(text).not.toContain('Made with Paydraft');
    expect(pdfImageCount(pdfPath)).toBe(1);

    await page.getByRole('button', { name: 'Back to History' }).click();
    await history.document('INV-1').getByText('Engines Ltd').waitFor();
    await history.setStatus('INV-1', 'Paid');
    await history.document('INV-1').getByText('Paid').waitFor();
    expect(await completedInvoices()).toBe('1');
  });

  it('converts a saved quote into an invoice prefilled by the rules, and completes the quote', async () => {
    // The page's clock on the last day of January, so the 30 days cross the month end whenever this runs.
    await page.clock.setFixedTime(new Date(2027, 0, 31, 12, 0, 0));
    await signedInTester(page, 'convert');
    await setUpBusiness();

    const compose = new ComposePage(page);
    await compose.openNew();
    await compose.chooseType('Quote');
    expect(await compose.field('Quote number').inputValue()).toBe('QUO-1');
    await compose.selectClient('ada@');
    await compose.fillItem(1, { description: 'Gearbox study', rate: '1200' });
    await compose.setPercentages('10', '5');
    await compose.saveDraft();

    await page.goto(appUrl('/dashboard?section=convert&skipChecks=true'));
    await page.getByRole('button', { name: 'Convert QUO-1' }).click();
    await compose.builderTitle('Convert Quote to Invoice — QUO-1').waitFor();
    await page.getByRole('button', { name: 'Back to Quotes' }).waitFor();
    // The next invoice number, issued today, due after the invoice validity (30 days),
    // currency and tax from the quote, terms and notes empty; the rest as the quote had it.
    expect(await compose.field('Invoice number').inputValue()).toBe('INV-1');
    expect(await compose.field('Tax rate (%)').inputValue()).toBe('5');
    expect(await compose.field('Discount (%)').inputValue()).toBe('10');
    await compose.currency().filter({ hasText: 'EUR' }).waitFor();
    expect(await compose.field('Payment terms').inputValue()).toBe('');
    expect(await compose.field('Notes or terms').inputValue()).toBe('');
    expect(await compose.receiver().inputValue()).toContain('Engines Ltd');
    expect(await compose.field('Description, item 1').inputValue()).toBe('Gearbox study');
    expect(await page.locator('#doc-issue-date').inputValue()).toBe('Jan 31, 2027');
    expect(await page.locator('#doc-due-date').inputValue()).toBe('Mar 2, 2027');

    await compose.saveDraft();
    await compose.snackbar('Quote converted to invoice.').waitFor();

    await page.goto(appUrl('/dashboard?section=convert&skipChecks=true'));
    const convert = page.getByRole('button', { name: 'Convert QUO-1' });
    await convert.waitFor();
    expect(await convert.isDisabled()).toBe(true);
    const history = new HistoryPage(page);
    await history.open();
    await history.document('QUO-1').getByText('Completed').waitFor();
    await history.document('INV-1').getByText('Engines Ltd').waitFor();
  });
});
