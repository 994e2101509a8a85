import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester, type TestAccount } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { seriousViolations } from './support/accessibility';
import { appUrl } from './support/app-url';
import { attachmentOf, latestMailTo, linkIn } from './support/mailbox';
import { pdfText } from './support/pdf';

const files = mkdtempSync(join(tmpdir(), 'paydraft-sharing-'));

/** Calls the API as the signed-in owner of `page`. */
async function ownerCall(page: Page, method: string, path: string, body: unknown): Promise<{ id: string }> {
  const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** Saves a download of `page` under `name` and answers the file's text as pdftotext reads it. */
async function downloadedText(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(files, name);
  await download.saveAs(path);
  return pdfText(path);
}

describe('sharing a quote with a client, in two Chromium contexts', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let clientContext: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    await ownerContext?.close();
    await clientContext?.close();
  });

  it('sends a quote by email; the client opens the link, downloads it and accepts; the owner sees every step', async () => {
    ownerContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    clientContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      acceptDownloads: true,
    });
    const owner = await ownerContext.newPage();
    await owner.emulateMedia({ reducedMotion: 'reduce' });
    const account: TestAccount = await signedInTester(owner, 'share');
    const recipient = `buyer-${account.username}@example.com`;
    await ownerCall(owner, 'POST', '/api/form-preferences', { business_name: 'Share Studio' });
    const client = await ownerCall(owner, 'POST', '/api/clients', {
      business_name: 'Engines Ltd',
      business_email: recipient,
    });
    await ownerCall(owner, 'POST', '/api/documents/quote', {
      client_id: client.id,
      sender_info: 'Share Studio',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Gearbox study', qty: '1', price: '1200' }],
    });

    // The owner emails the quote from the history: recipient from the client, preview, send.
    const history = new HistoryPage(owner);
    await history.open();
    await owner.getByRole('button', { name: 'Email QUO-1' }).click();
    const send = history.dialog('Send');
    expect(await send.getByLabel('Recipient email').inputValue()).toBe(recipient);
    expect(await send.getByLabel('Subject').inputValue()).toBe('Quote QUO-1 from Share Studio');
    await send.getByRole('button', { name: 'Preview' }).click();
    const preview = history.dialog('Email Preview');
    await preview.getByText(recipient).waitFor();
    await preview.getByRole('button', { name: /Send/ }).click();
    const sent = history.dialog('Email Sent Successfully!');
    await sent.waitFor();
    await sent.getByRole('button', { name: 'Done' }).click();
    await history.document('QUO-1').getByText('Sent').waitFor();

    // The mail: from the business, with the link to the public view and the PDF attached.
    const mail = await latestMailTo(recipient, { subject: 'Quote QUO-1 from Share Studio' });
    expect(mail.fromName).toBe('Share Studio');
    expect(mail.replyTo).toBe(account.email);
    const link = linkIn(mail, '/view/quote/');
    expect(link.pathname).toMatch(/^\/view\/quote\/[A-Za-z0-9_-]{22,}$/);
    expect(mail.attachmentFiles.map((file) => file.filename)).toEqual(['quote-QUO-1.pdf']);
    const attached = join(files, 'attached.pdf');
    writeFileSync(attached, await attachmentOf(mail));
    expect(pdfText(attached)).toContain('Gearbox study');

    // The client, without an account, on a phone: the document, then the PDF (viewed).
    const buyer = await clientContext.newPage();
    await buyer.emulateMedia({ reducedMotion: 'reduce' });
    await buyer.goto(appUrl(`${link.pathname}`));
    await buyer.getByRole('heading', { name: 'Quote QUO-1' }).waitFor();
    expect(await buyer.title()).toContain('Quote QUO-1 from Share Studio');
    expect(await buyer.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect(seriousViolations(buyer)).resolves.toEqual([]);
    const downloaded = await downloadedText(
      buyer,
      () => buyer.getByRole('button', { name: 'Download PDF' }).click(),
      'client-copy.pdf',
    );
    expect(downloaded).toContain('QUO-1');
    expect(downloaded).not.toContain('Made with Paydraft');
    await buyer.getByText('PDF downloaded successfully!').waitFor();
    await owner.reload();
    await history.document('QUO-1').getByText('Viewed').waitFor();

    // Accepting asks for a name; then the buttons are gone.
    await buyer.getByRole('button', { name: 'Accept Quote' }).click();
    await buyer.getByLabel('Full name').fill('Grace Hopper');
    await buyer.locator('.ant-modal:visible').getByRole('button', { name: 'Accept Quote' }).click();
    await buyer.getByText('Quote accepted successfully!').waitFor();
    await buyer.getByText(/Accepted by Grace Hopper on/).waitFor();
    expect(await buyer.getByRole('button', { name: 'Accept Quote' }).count()).toBe(0);
    expect(await buyer.getByRole('button', { name: 'Reject Quote' }).count()).toBe(0);
    await expect(seriousViolations(buyer)).resolves.toEqual([]);

    // The owner: accepted in the history, in the activity, by mail, and on the quote's PDF.
    await owner.reload();
    await history.document('QUO-1').getByText('Accepted').waitFor();
    const notice = await latestMailTo(account.email, { subject: /QUO-1 was accepted by Grace Hopper/ });
    expect(notice.text).toContain('/dashboard?section=history');
    const ownerCopy = await downloadedText(
      owner,
      () => owner.getByRole('button', { name: 'Download PDF of QUO-1' }).click(),
      'owner-copy.pdf',
    );
    expect(ownerCopy).toMatch(/Accepted by Grace Hopper on/);
    await owner.goto(appUrl('/dashboard?section=overview&skipChecks=true'));
    await owner.getByText('Quote QUO-1 accepted by the client').waitFor();
  });
});
