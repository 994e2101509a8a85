import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AccountPage } from './pages/account.page';
import { DashboardPage } from './pages/dashboard.page';
import { signedInTester, signInThroughLoginPage } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';

describe('changing the password in the account section, in Chromium', () => {
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

  it('reloads the page after 1.5 s, keeps this session, and the new password signs in', async () => {
    const account = await signedInTester(page, 'pw');
    const accountPage = new AccountPage(page);
    await accountPage.open();

    const reloaded = page.waitForEvent('load');
    await accountPage.changePassword(account.password, 'new-secret-2');
    await page.getByText('Password updated successfully. Reloading…').waitFor();
    await reloaded;

    // This session survives its own password change (only the other sessions end).
    await accountPage.information.waitFor();
    expect(page.url()).toBe(appUrl('/dashboard?section=account'));

    await new DashboardPage(page).logOut();
    await page.waitForURL(appUrl('/login?skipChecks=true'));
    await signInThroughLoginPage(page, { ...account, password: 'new-secret-2' }, /\/dashboard$/);
  });

  it("shows the server's reason for a wrong current password", async () => {
    await signedInTester(page, 'pwbad');
    const accountPage = new AccountPage(page);
    await accountPage.open();

    await accountPage.changePassword('not-the-password', 'new-secret-2');

    await page.getByRole('dialog').getByText('Current password is incorrect').waitFor();
  });
});
