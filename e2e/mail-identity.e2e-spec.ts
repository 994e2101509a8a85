import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { latestMailTo } from './support/mailbox';
import { pinnedPage } from './support/pinned-page';

async function ownerCall(page: Page, method: string, path: string, body: unknown): Promise<void> {
  const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

describe('mail identity (issue 21, item 7), in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  it('a document mail replies to the business email of Form Preferences, under the business name', async () => {
    ({ page } = await pinnedPage(browser, new Date('2026-11-25T12:00:00Z'), { width: 1280, height: 900 }));
    const account = await signedInTester(page, 'identity');
    const recipient = `payer-${account.username}@example.com`;
    await ownerCall(page, 'POST', '/api/form-preferences', {
      business_name: 'Identity Studio',
      business_email: 'billing@identity.example',
    });
    await ownerCall(page, 'POST', '/api/documents/invoice', {
      sender_info: 'Identity Studio',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Audit', qty: '1', price: '300' }],
    });

    const history = new HistoryPage(page);
    await history.open();
    await page.getByRole('button', { name: 'Email INV-1' }).click();
    const send = history.dialog('Send');
    await send.getByLabel('Recipient email').fill(recipient);
    await send.getByRole('button', { name: 'Preview' }).click();
    await history.dialog('Email Preview').getByRole('button', { name: /Send/ }).click();
    await history.dialog('Email Sent Successfully!').waitFor();

    const mail = await latestMailTo(recipient);
    expect(mail).toMatchObject({ fromName: 'Identity Studio', replyTo: 'billing@identity.example' });
    expect(mail.replyTo).not.toBe(account.email);
  });
});
