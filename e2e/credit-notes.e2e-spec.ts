import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ComposePage } from './pages/compose.page';
import { newTester, signInThroughLoginPage, type TestAccount } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { pdfText } from './support/pdf';
import { shot } from './support/screenshots';

/** Saves an invoice through the API, as the builder would. */
async function createInvoice(token: string, number: string) {
  const response = await fetch(appUrl('/api/documents/invoice'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      invoice_number: number,
      issue_date: '2026-11-01',
      due_date: '2026-12-01',
      currency: 'EUR',
      sender_info: 'Paydraft Tester\ntester@example.com',
      receiver_info: 'Engines Ltd',
      items: [
        { description: 'Consulting', qty: '2', price: '50.00' },
        { description: 'Travel', qty: '1', price: '30.00' },
      ],
    }),
  });
  if (response.status !== 201)
    throw new Error(`Saving ${number} answered ${response.status}: ${await response.text()}`);
}

describe('credit notes, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let tester: TestAccount;

  beforeAll(async () => {
    browser = await launchChromium();
    tester = await newTester('creditnotes');
  });
  afterAll(() => browser.close());
  afterEach(() => page.close());

  const signIn = async (width: number) => {
    page = await browser.newPage({ viewport: { width, height: 900 }, acceptDownloads: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    return new HistoryPage(page);
  };

  it('makes a credit note from an invoice, saves it, finds it under its filter and downloads its PDF', async () => {
    const history = await signIn(1280);
    await createInvoice(await history.token(), 'INV-0007');
    await history.open();

    await history
      .document('INV-0007')
      .getByRole('button', { name: 'Create credit note for INV-0007' })
      .click();
    const compose = new ComposePage(page);
    await compose.builderTitle('Edit Credit Note — CN-1').waitFor();
    await page.getByText('Credits invoice INV-0007 of November 1, 2026').waitFor();
    // The copy is edited down to what is credited: the travel line only.
    await page.getByRole('button', { name: 'Remove item 1' }).click();
    await page.getByText('Total Credit').waitFor();
    await shot(page, 'credit-note-editor');
    await compose.saveDraft();

    await history.open();
    await history.tab(/Credit notes \(1\)/).click();
    await history.range('Showing 1-1 of 1').waitFor();
    await history.document('CN-1').getByText('Credit Note', { exact: true }).waitFor();
    expect(await history.document('INV-0007').count()).toBe(0);
    await shot(page, 'credit-notes-history');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.document('CN-1').getByRole('button', { name: 'Download PDF of CN-1' }).click(),
    ]);
    const text = pdfText(await download.path());
    // The title is letter-spaced above the number: poppler reads 'C R E D I T N OT E'.
    expect(text).toMatch(/C\s*R\s*E\s*D\s*I\s*T\s*N\s*O\s*T\s*E\s+CN-1/);
    // The detail's value wraps in the narrow Details column, after the number or the month.
    expect(text).toMatch(/Credits invoice\s+INV-0007 of November[\s\S]{0,200}?\b1,[\s\S]{0,200}?2026/);
    expect(text).toMatch(/Total Credit\s+€30\.00/);
    expect(text).not.toContain('Consulting');

    // The credit note links back to the invoice it credits.
    await history.document('CN-1').getByRole('button', { name: 'Edit CN-1' }).click();
    await page.getByRole('button', { name: 'Open INV-0007' }).click();
    await compose.builderTitle('Edit Invoice — INV-0007').waitFor();
  });

  it('shows the filter and the badge on a phone', async () => {
    const history = await signIn(390);
    await history.open();
    await history.tab(/Credit notes \(1\)/).click();
    await history.range('Showing 1-1 of 1').waitFor();
    await history.document('CN-1').getByText('Credit Note', { exact: true }).waitFor();
    await shot(page, 'credit-notes-history');
    await history.document('CN-1').getByRole('button', { name: 'Edit CN-1' }).click();
    await new ComposePage(page).builderTitle('Edit Credit Note — CN-1').waitFor();
    // The type switch with its third option must not push the page sideways.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'credit-note-editor');
  });
});
