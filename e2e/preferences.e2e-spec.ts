import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { writeLogo } from './pages/builder.page';
import { signedInTester } from './pages/dashboard-session.page';
import { PreferencesPage } from './pages/preferences.page';
import { waitForPageCondition } from './support/page-condition';

describe('form preferences in the dashboard, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => page.close());

  it("starts from the spec's defaults, saves every block, and shows the saved values after a reload", async () => {
    await signedInTester(page, 'prefs');
    const preferences = new PreferencesPage(page);
    await preferences.open();

    // Nothing saved yet (404): the spec's defaults.
    expect(await preferences.field('Invoice prefix').inputValue()).toBe('INV');
    expect(await preferences.field('Next invoice number').inputValue()).toBe('1');
    expect(await preferences.field('Invoice validity (days)').inputValue()).toBe('30');
    await preferences.card.getByText('USD ($)').waitFor();

    await preferences.field('Business name').fill('Ada Studio');
    await preferences.field('Email').fill('hello@ada.example');
    await preferences.field('Address').fill('1 Loop Road\nLondon');
    await preferences.field('Phone').fill('+44 20 1234 5678');
    await preferences.field('Website').fill('ada.example');
    await preferences.chooseCurrency('swiss', 'CHF');
    await preferences.field('Tax rate (%)').fill('8.25');
    await preferences.card.getByRole('button', { name: /Add Custom Field \(Max 2\)/ }).click();
    await preferences.field('Custom field 1 name').fill('SKU');
    await preferences.card.getByRole('button', { name: /Add Custom Field/ }).click();
    // Left blank: dropped on save.
    await preferences.field('Invoice prefix').fill('ADA');
    await preferences.field('Next invoice number').fill('42');
    await preferences.field('Default payment terms').fill('Net 14');
    await preferences.field('Invoice validity (days)').fill('14');
    await preferences.showTab('Quote');
    await preferences.field('Quote prefix').fill('QTE');
    await preferences.field('Quote terms').fill('Valid two weeks');
    await preferences.card
      .getByRole('tabpanel', { name: 'Quote' })
      .getByLabel('Default notes')
      .fill('Thanks for asking');

    await preferences.save();
    await page.reload();
    await preferences.field('Business name').waitFor();

    expect(await preferences.field('Business name').inputValue()).toBe('Ada Studio');
    expect(await preferences.field('Email').inputValue()).toBe('hello@ada.example');
    expect(await preferences.field('Address').inputValue()).toBe('1 Loop Road\nLondon');
    expect(await preferences.field('Phone').inputValue()).toBe('+44 20 1234 5678');
    // Stored normalised, as a client's website is.
    expect(await preferences.field('Website').inputValue()).toBe('https://ada.example');
    await preferences.card.getByText('CHF (CHF)').waitFor();
    expect(await preferences.field('Tax rate (%)').inputValue()).toBe('8.25');
    expect(await preferences.field('Custom field 1 name').inputValue()).toBe('SKU');
    expect(await preferences.card.getByLabel('Custom field 2 name').count()).toBe(0);
    expect(await preferences.field('Invoice prefix').inputValue()).toBe('ADA');
    expect(await preferences.field('Next invoice number').inputValue()).toBe('42');
    expect(await preferences.field('Default payment terms').inputValue()).toBe('Net 14');
    expect(await preferences.field('Invoice validity (days)').inputValue()).toBe('14');
    expect(await preferences.field('Quote prefix').inputValue()).toBe('QTE');
    expect(await preferences.field('Quote terms').inputValue()).toBe('Valid two weeks');
    expect(await preferences.field('Quote validity (days)').inputValue()).toBe('30');
  });

  it('uploads a logo, keeps it after saving and reloading, and removes it', async () => {
    await signedInTester(page, 'prefslogo');
    const preferences = new PreferencesPage(page);
    await preferences.open();
    const logoPath = join(mkdtempSync(join(tmpdir(), 'paydraft-prefs-')), 'logo.png');
    await writeLogo(logoPath);

    await preferences.uploadLogo(logoPath);
    const src = await preferences.logoPreview.getAttribute('src');
    expect(src).toMatch(/^\//);
    // The stored logo is served where the answer says (a relative path on this host) and draws.
    // A string, run in the page: the test's own types have no DOM.
    await waitForPageCondition(
      page,
      `(() => { const image = document.querySelector('img[alt="Logo preview"]');
        return image !== null && image.complete && image.naturalWidth > 0; })()`,
    );
    await preferences.save();
    await page.reload();
    await preferences.logoPreview.waitFor();
    expect(await preferences.logoPreview.getAttribute('src')).toBe(src);

    await preferences.card.getByRole('button', { name: /Remove logo/ }).click();
    await preferences.card.getByRole('button', { name: /Choose File/ }).waitFor();
    await preferences.save();
    await page.reload();
    await preferences.card.getByRole('button', { name: /Choose File/ }).waitFor();
    expect(await preferences.logoPreview.count()).toBe(0);
  });
});
