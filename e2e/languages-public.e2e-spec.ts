import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester } from './pages/dashboard-session.page';
import { PublicPage } from './pages/public-page.page';
import { appUrl } from './support/app-url';

/** Calls the API as the signed-in owner of `page`. */
async function ownerCall(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, string> }).data;
}

/** Saves a document of `type` in `language` and answers its public link. */
async function sharedDocument(owner: Page, type: 'invoice' | 'quote', language: string): Promise<string> {
  const saved = await ownerCall(owner, 'POST', `/api/documents/${type}`, {
    status: 'sent',
    language,
    currency: 'EUR',
    tax_rate: '0',
    issue_date: '2026-03-05',
    due_or_expiry_date: '2026-04-04',
    sender_info: 'Sprach Studio',
    receiver_info: 'Globex GmbH',
    items: [{ description: 'Gestaltung', qty: '1', price: '1234.56' }],
  });
  return (await ownerCall(owner, 'POST', `/api/documents/${type}/${saved.id}/share`)).url;
}

const attribute = (page: Page, selector: string, name: string) =>
  page.evaluate<string | null>(
    `document.querySelector(${JSON.stringify(selector)})?.getAttribute('${name}') ?? null`,
  );

describe("the public view in the document's language, owner and client in two Chromium contexts", () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let clientContext: BrowserContext;
  let owner: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    await signedInTester(owner, 'langpublic');
  });
  afterAll(async () => {
    await ownerContext?.close();
    await browser.close();
  });
  beforeEach(async () => {
    clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  });
  afterEach(() => clientContext?.close());

  it('shows a German invoice in German: title, due-date label, date, amount, lang="de-DE"', async () => {
    const url = await sharedDocument(owner, 'invoice', 'de-DE');
    const client = await clientContext.newPage();
    const view = new PublicPage(client);
    await view.open(url);

    expect(await view.heading.textContent()).toMatch(/^Rechnung INV-/);
    await client.getByText('Fälligkeitsdatum').waitFor();
    await client.getByText('4. April 2026').waitFor();
    await client.getByText('5. März 2026').waitFor();
    expect(await client.locator('.public-doc__amount-value').textContent()).toBe('1.234,56\u00a0€');
    expect(await attribute(client, 'html', 'lang')).toBe('de-DE');
    expect(await attribute(client, '.public-view', 'lang')).toBe('de-DE');
    expect(await attribute(client, '.public-view', 'dir')).toBe('ltr');
  });

  it('runs a German quote’s accept flow in German, and the acceptance is recorded', async () => {
    const url = await sharedDocument(owner, 'quote', 'de-DE');
    const client = await clientContext.newPage();
    await client.emulateMedia({ reducedMotion: 'reduce' });
    const view = new PublicPage(client);
    await view.open(url);

    expect(await view.heading.textContent()).toMatch(/^Angebot QUO-/);
    await client.getByText('Gültig bis').waitFor();
    await client.getByRole('button', { name: 'Angebot annehmen' }).click();
    const dialog = client.locator('.ant-modal:visible');
    await dialog.getByText(/^Angebot QUO-\S+ annehmen$/).waitFor();
    await dialog.getByLabel('Vollständiger Name').fill('Greta Müller');
    await dialog.getByRole('button', { name: 'Angebot annehmen' }).click();
    await client.getByText('Angebot erfolgreich angenommen!').waitFor();
    await client.getByText(/^Angenommen von Greta Müller am \d+\. \S+ \d{4}$/).waitFor();

    await client.reload();
    await client.getByText(/^Angenommen von Greta Müller am/).waitFor();
    expect(await client.getByRole('button', { name: 'Angebot annehmen' }).count()).toBe(0);
  });

  it('mirrors an Arabic invoice: dir="rtl", lang="ar-SA", Arabic title', async () => {
    const url = await sharedDocument(owner, 'invoice', 'ar-SA');
    const client = await clientContext.newPage();
    const view = new PublicPage(client);
    await view.open(url);

    expect(await view.heading.textContent()).toMatch(/^فاتورة INV-/);
    expect(await attribute(client, '.public-view', 'dir')).toBe('rtl');
    expect(await attribute(client, '.public-view', 'lang')).toBe('ar-SA');
    expect(await attribute(client, 'html', 'lang')).toBe('ar-SA');
    await client.getByText('تاريخ الاستحقاق').waitFor();
  });
});
