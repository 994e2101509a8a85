import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ClientsPage } from './pages/clients.page';
import { signedInTester } from './pages/dashboard-session.page';
import { PreferencesPage } from './pages/preferences.page';
import { seriousViolations } from './support/accessibility';
import { pinnedPage } from './support/pinned-page';
import { shot } from './support/screenshots';

const TODAY = new Date('2026-11-25T12:00:00Z');
const IBAN_MESSAGE = 'IBAN is not valid: check the country code, length and check digits';

describe('structured parties (issue 22): preferences and clients, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  const signIn = async (width: number, prefix: string) => {
    ({ page } = await pinnedPage(browser, TODAY, { width, height: 900 }));
    await signedInTester(page, prefix);
  };

  it.each([1280, 390])(
    'a paying user saves a structured address, VAT number, IBAN and a 19 %% default tax, and sees them after a reload (%i px)',
    async (width) => {
      await signIn(width, 'parties');
      const preferences = new PreferencesPage(page);
      await preferences.open();

      await preferences.field('Address line 1').fill('Torstraße 1');
      await preferences.field('Postal code').fill('10119');
      await preferences.field('City').fill('Berlin');
      await preferences.chooseCountry('germ');
      await preferences.field('VAT number').fill('DE 136 695 976');
      await preferences.field('IBAN').fill('DE89 3704 0044 0532 0130 00');
      await preferences.field('BIC').fill('COBADEFFXXX');
      await preferences.card.getByRole('button', { name: /Add Tax \(Max 5\)/ }).click();
      // The new tax's name has the focus: typed straight in, as a keyboard user would.
      await page.keyboard.type('VAT');
      await preferences.field('Tax 1 rate (%)').fill('19');
      await shot(page, 'preferences-structured-filled');
      await preferences.save();

      await page.reload();
      await preferences.field('Address line 1').waitFor();
      expect(await preferences.field('Address line 1').inputValue()).toBe('Torstraße 1');
      expect(await preferences.field('Postal code').inputValue()).toBe('10119');
      expect(await preferences.field('City').inputValue()).toBe('Berlin');
      expect(await preferences.shownChoice('Country')).toBe('Germany (DE)');
      // Stored as written on invoices: compacted.
      expect(await preferences.field('VAT number').inputValue()).toBe('DE136695976');
      expect(await preferences.field('IBAN').inputValue()).toBe('DE89370400440532013000');
      expect(await preferences.field('Tax 1 name').inputValue()).toBe('VAT');
      expect(await preferences.field('Tax 1 rate (%)').inputValue()).toBe('19');
      expect(await preferences.shownChoice('Default tax for new lines')).toBe('VAT (19%)');
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await preferences.card.locator('#preferences-taxes').scrollIntoViewIfNeeded();
      await shot(page, 'preferences-structured-saved');

      // A wrong check digit: the message under the field, and nothing saved.
      await preferences.field('IBAN').fill('DE89 3704 0044 0532 0130 01');
      await preferences.saveButton.click();
      await preferences.card.getByText(IBAN_MESSAGE).waitFor();
      await shot(page, 'preferences-iban-refused');
      await page.reload();
      await preferences.field('IBAN').waitFor();
      expect(await preferences.field('IBAN').inputValue()).toBe('DE89370400440532013000');
    },
  );

  it.each([1280, 390])(
    "a client's country and VAT number are kept and shown on the client's page (%i px)",
    async (width) => {
      await signIn(width, 'buyer');
      const clients = new ClientsPage(page);
      await clients.open();
      await page.getByRole('button', { name: 'New Client' }).click();
      const dialog = clients.dialog('New Client');
      await dialog.getByLabel('Business name', { exact: true }).fill('Louvre SARL');
      await dialog.getByLabel('Address line 1', { exact: true }).fill('Rue de Rivoli 1');
      await dialog.getByLabel('Postal code', { exact: true }).fill('75001');
      await dialog.getByLabel('City', { exact: true }).fill('Paris');
      await clients.chooseCountry('New Client', 'fran');
      await dialog.getByLabel('VAT number', { exact: true }).fill('FR 40 303 265 045');
      await shot(page, 'client-form-structured');
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await dialog.getByRole('button', { name: 'Create Client' }).click();
      await clients.snackbar('Client created successfully').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByText('Louvre SARL').first().click();
      await page.waitForURL(/\/dashboard\/clients\/[0-9a-f-]{36}/);
      await clients.detailsRow('Postal address').getByText('75001 Paris').waitFor();
      expect((await clients.detailsRow('Country').locator('dd').innerText()).trim()).toBe('France');
      expect((await clients.detailsRow('VAT number').locator('dd').innerText()).trim()).toBe('FR40303265045');
      await shot(page, 'client-detail-structured');
    },
  );
});
