import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AccountPage } from './pages/account.page';
import { DashboardPage } from './pages/dashboard.page';
import { signedInTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { AA_CONTRAST, measureText, waitForStillness, type MeasuredText } from './support/text-contrast';

const describeText = ({ text, contrast, color, backgrounds }: MeasuredText) =>
  `${contrast.toFixed(2)}:1  ${JSON.stringify(text)}  ${color} on ${backgrounds.join(' < ')}`;

/** Saves a quote with `status` through the API, as the builder would. */
async function saveQuote(token: string, number: string, status: string): Promise<void> {
  // Accepted and rejected are the client's to set, on the quote's public view: saved as sent, then decided.
  const decision = status === 'accepted' ? 'accept' : status === 'rejected' ? 'reject' : undefined;
  const response = await fetch(appUrl('/api/documents/quote'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      quote_number: number,
      status: decision ? 'sent' : status,
      issue_date: '2026-11-01',
      currency: 'USD',
      sender_info: 'Paydraft Tester',
      receiver_info: `Customer of ${number}`,
      items: [{ description: 'Consulting', qty: '2', price: '50.00' }],
    }),
  });
  if (response.status !== 201)
    throw new Error(`Saving ${number} answered ${response.status}: ${await response.text()}`);
  if (decision) await decide(token, ((await response.json()) as { data: { id: string } }).data.id, decision);
}

/** The client's decision through the quote's share link, without a session. */
async function decide(token: string, id: string, decision: 'accept' | 'reject'): Promise<void> {
  const shared = await fetch(appUrl(`/api/documents/quote/${id}/share`), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { url } = ((await shared.json()) as { data: { url: string } }).data;
  const linkToken = url.split('/').pop()!;
  const decided = await fetch(appUrl(`/api/documents/quote/${linkToken}/${decision}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Grace Hopper' }),
  });
  if (decided.status !== 200)
    throw new Error(`${decision} answered ${decided.status}: ${await decided.text()}`);
}

/** Every text on the page that reads below AA, described for the failure message. */
async function belowAA(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await waitForStillness(page);
  const measured = await measureText(page.locator('body'));
  return measured.filter((text) => text.contrast < AA_CONTRAST).map(describeText);
}

describe('text contrast in the dashboard, measured in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.close());

  it('reads at 4.5:1 or more in the menu, the overview, Convert Quotes with every quote status and the account section with its messages', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = await signedInTester(page, 'contrast');
    await page.getByText(/No activity yet/).waitFor();
    await page.getByText('Completed Invoices').waitFor();
    await expect(belowAA(page)).resolves.toEqual([]);

    // Convert Quotes as a new account sees it (tip, tiles, filters, empty state), then with a quote in
    // each status colour of the spec.
    await page.goto(appUrl('/dashboard?section=convert&skipChecks=true'));
    await page.getByText('How converting works').waitFor();
    await page.getByRole('button', { name: 'New Quote' }).waitFor();
    await expect(belowAA(page)).resolves.toEqual([]);

    const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
    const statuses = ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired', 'completed', 'pending'];
    for (const [index, status] of statuses.entries()) await saveQuote(token, `QUO-${index + 1}`, status);
    await page.reload();
    await page.getByRole('button', { name: 'Convert QUO-1' }).waitFor();
    await expect(belowAA(page)).resolves.toEqual([]);

    const accountPage = new AccountPage(page);
    await accountPage.open();
    await accountPage.changeEmail(`moved-${account.username}@example.com`);
    await accountPage.pendingEmailNotice().waitFor();
    await page.getByRole('button', { name: 'Edit username' }).click();
    await page.getByRole('textbox', { name: 'New username' }).fill(`x${account.username}`);
    await page.getByText('Username is available').waitFor();
    await expect(belowAA(page)).resolves.toEqual([]);

    await page.getByRole('textbox', { name: 'New username' }).fill('not_valid');
    await page.getByText('Username can only contain letters and numbers').waitFor();
    await expect(belowAA(page)).resolves.toEqual([]);
  });

  it('reads at 4.5:1 or more on the sign-in-needed screen', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/'));
    // A stored session whose token the server refuses at start.
    await new DashboardPage(page).storeSession('refused-token', {
      id: 'x',
      email: 'x@example.com',
      username: null,
      createdAt: '',
      hasPassword: true,
    });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: 'Sign in needed' }).waitFor();

    await expect(belowAA(page)).resolves.toEqual([]);
  });
});
