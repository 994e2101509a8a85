import type { PageElement } from './support/page-element';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ComposePage } from './pages/compose.page';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
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

describe('revisions of a decided quote, owner and client in two Chromium contexts', () => {
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

  it('the owner edits an accepted quote: revision 2 awaits a decision, revision 1 keeps its acceptance', async () => {
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const owner = await ownerContext.newPage();
    await owner.emulateMedia({ reducedMotion: 'reduce' });
    await signedInTester(owner, 'revise');
    const quote = await ownerCall(owner, 'POST', '/api/documents/quote', {
      status: 'sent',
      sender_info: 'Revise Studio',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Gearbox study', qty: '1', price: '110' }],
    });
    const { url } = await ownerCall(owner, 'POST', `/api/documents/quote/${quote.id}/share`);

    // The owner's status list never offers the client's decisions on an undecided quote.
    const history = new HistoryPage(owner);
    await history.open();
    await owner.getByRole('combobox', { name: 'Status of QUO-1' }).click();
    const options = owner.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    expect(
      await options.evaluateAll((all: PageElement[]) => all.map((o) => o.getAttribute('title'))),
    ).toEqual(['Draft', 'Sent', 'Viewed', 'Expired', 'Completed', 'Pending']);
    await owner.keyboard.press('Escape');

    // The client accepts revision 1.
    const buyer = await clientContext.newPage();
    await buyer.emulateMedia({ reducedMotion: 'reduce' });
    await buyer.goto(appUrl(url));
    await buyer.getByRole('button', { name: 'Accept Quote' }).click();
    await buyer.getByLabel('Full name').fill('Grace Hopper');
    await buyer.locator('.ant-modal:visible').getByRole('button', { name: 'Accept Quote' }).click();
    await buyer.getByText(/Accepted by Grace Hopper on/).waitFor();

    // The owner opens it to edit: told it makes revision 2, raises the price and saves.
    await owner.reload();
    await history.document('QUO-1').getByText('Accepted').waitFor();
    await owner.getByRole('button', { name: 'Edit QUO-1' }).click();
    const compose = new ComposePage(owner);
    await compose.builderTitle('Edit Quote — QUO-1').waitFor();
    await owner
      .getByTestId('revision-notice')
      .getByText(/Saving changes makes revision 2/)
      .waitFor();
    await owner.getByLabel('Rate, item 1').fill('11000');
    await compose.saveDraft();

    // The link now shows revision 2, awaiting the client's decision.
    await buyer.goto(appUrl(url));
    await buyer.getByTestId('public-revision').getByText('Revision 2').waitFor();
    await buyer.getByRole('button', { name: 'Accept Quote' }).waitFor();
    await buyer
      .getByRole('list', { name: 'Earlier revisions' })
      .getByText(/Accepted by Grace Hopper on/)
      .waitFor();

    // Revision 1's link: its acceptance and its total, and a pointer to the newer revision.
    await buyer.getByRole('link', { name: 'Revision 1' }).click();
    await buyer.getByTestId('public-revision').getByText('Revision 1').waitFor();
    await buyer.getByText(/A newer revision of this quote exists: Revision 2/).waitFor();
    await buyer.getByText(/Accepted by Grace Hopper on/).waitFor();
    expect(await buyer.getByRole('button', { name: 'Accept Quote' }).count()).toBe(0);
    expect(await buyer.locator('.public-doc__amount-value').textContent()).toBe('$110.00');
  });
});
