import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderPage } from './pages/builder.page';
import { ClientsPage } from './pages/clients.page';
import { ComposePage } from './pages/compose.page';
import { signedInTester } from './pages/dashboard-session.page';
import { PreferencesPage } from './pages/preferences.page';
import { appUrl } from './support/app-url';
import { pdfText } from './support/pdf';
import { shot } from './support/screenshots';

const SUPPORTED =
  'Supported: en-US, en-GB, de-DE, de-AT, de-CH, fr-FR, fr-BE, fr-CH, es-ES, es-MX, it-IT, it-CH, nl-NL, ' +
  'nl-BE, pt-BR, pt-PT, pl-PL, sv-SE, ar-SA, ar-AE, ar-EG, ja-JP, zh-CN, he-IL';

/** Picks a language in a LanguageSelect with the keyboard: focus it, type part of a name, Enter. */
async function chooseLanguage(page: Page, select: Locator, search: string) {
  await select.focus();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
}

/** The text a select shows for its value, by the id of its input. */
const shownChoice = (page: Page, inputId: string) =>
  page.locator('.ant-select', { has: page.locator(`#${inputId}`) }).innerText();

describe('document languages: the pickers and where a document takes its language from', () => {
  let browser: Browser;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    browser = await launchChromium();
    dir = mkdtempSync(join(tmpdir(), 'paydraft-languages-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    if (page && !page.isClosed()) await page.close();
  });

  const newPage = async (width: number) => {
    page = await browser.newPage({ viewport: { width, height: 900 }, acceptDownloads: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return page;
  };

  it("free builder: 'Deutsch (Deutschland)' goes with the PDF request, the page's labels stay English", async () => {
    const builder = new BuilderPage(await newPage(1280));
    await builder.openBuilder();
    await builder.fillParties('Acme Studio GmbH\nBerlin', 'Globex AG\nMünchen');
    await builder.fillItem(1, { description: 'Website design', qty: '2', rate: '450' });
    await chooseLanguage(page, page.locator('#doc-language'), 'Deutsch (Deutschland)');
    expect(await shownChoice(page, 'doc-language')).toBe('Deutsch (Deutschland) — German (Germany)');
    // The page itself stays English.
    await page.getByText('Invoice Details').waitFor();
    await page.getByLabel('Due date', { exact: true }).waitFor();

    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/pdf') && sent.method() === 'POST'),
      builder.generateAndSave(join(dir, 'german.pdf')),
    ]);
    expect(request.postData()).toContain('"language":"de-DE"');
    expect(readFileSync(join(dir, 'german.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF follows the picker: German title, labels and formats around the typed item.
    const text = pdfText(join(dir, 'german.pdf'));
    expect(text).toContain('Website design');
    expect(text).toContain('RECHNUNG');
    expect(text).toContain('Fälligkeitsdatum');
    expect(text).toContain('Gesamtbetrag');
    expect(text).toMatch(/900,00[\s\u00a0]\$/);
    await builder.closeSuccess();

    await page.locator('#doc-language').click();
    await page.locator('.ant-select-dropdown:visible').waitFor();
    await shot(page, 'languages-builder-picker');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator('#doc-language').click();
    await page.locator('.ant-select-dropdown:visible').waitFor();
    await shot(page, 'languages-builder-picker');
  });

  it('a client with language fr-FR: a new dashboard invoice for it is saved in fr-FR', async () => {
    await newPage(1280);
    await signedInTester(page, 'languages');
    const clients = new ClientsPage(page);
    await clients.open();
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = clients.dialog('New Client');
    await dialog.getByLabel('Business name', { exact: true }).fill('Client Français SARL');
    await chooseLanguage(page, dialog.getByLabel('Language', { exact: true }), 'Français (France)');
    await shot(page, 'languages-client-form');
    await page.setViewportSize({ width: 390, height: 900 });
    await dialog.getByLabel('Language', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'languages-client-form');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const compose = new ComposePage(page);
    await compose.openNew();
    await compose.selectClient('Client Français');
    expect(await shownChoice(page, 'doc-language')).toBe('français (France) — French (France)');
    await compose.fillItem(1, { description: 'Conseil', qty: '1', rate: '800' });
    const [saved] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/documents/invoice')),
      compose.saveDraft(),
    ]);
    const body = (await saved.json()) as { data: { language: string; client_id: string } };
    expect(body.data.language).toBe('fr-FR');
  });

  it("preferences: the 'Default document language' is saved and shown again", async () => {
    await newPage(1280);
    await signedInTester(page, 'languageprefs');
    const preferences = new PreferencesPage(page);
    await preferences.open();
    await preferences.field('Business name').fill('Ada Studio');
    await chooseLanguage(page, preferences.field('Default document language'), 'svenska');
    await shot(page, 'languages-preferences');
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, 'languages-preferences');
    const [saved] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/form-preferences')),
      preferences.saveButton.click(),
    ]);
    const body = (await saved.json()) as { preferences: { language: string } };
    expect(body.preferences.language).toBe('sv-SE');
  });

  it('an unsupported language is a 400 listing the supported ones', async () => {
    const response = await fetch(appUrl('/api/pdf'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        document_type: 'invoice',
        items: [{ description: 'x', qty: 1, price: 1 }],
        language: 'xx',
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; code: string };
    expect(body).toMatchObject({ code: 'request.invalid_body' });
    expect(body.error).toBe(`Unsupported language 'xx'. ${SUPPORTED}`);
  });
});
