import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ConfirmEmailChangePage } from './pages/account-confirm-email.page';
import { AccountPage } from './pages/account.page';
import { signedInTester, type TestAccount } from './pages/dashboard-session.page';
import { latestMailTo, linkIn } from './support/mailbox';

describe('the account section, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let account: TestAccount;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    account = await signedInTester(page, 'acct');
  });
  afterEach(() => page.close());

  it('changes the email address: pending until the link in the mail is followed, then the new one shows', async () => {
    const newEmail = `moved-${account.username}@example.com`;
    const accountPage = new AccountPage(page);
    await accountPage.open();

    const asked = new Date();
    await accountPage.changeEmail(newEmail);

    await accountPage.pendingEmailNotice().getByText(newEmail).waitFor();
    await expect(accountPage.sendAgainButton().isDisabled()).resolves.toBe(true);
    await expect(accountPage.sendAgainButton().textContent()).resolves.toMatch(/Send again \(\d+s\)/);
    await expect(accountPage.field('Email').textContent()).resolves.toContain(account.email);

    const mail = await latestMailTo(newEmail, { since: asked });
    const confirm = new ConfirmEmailChangePage(page);
    await confirm.follow(linkIn(mail, '/confirm-email-change'));

    await confirm.heading('Email Address Confirmed').waitFor();
    await page.getByText(newEmail).waitFor();

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard/);
    await accountPage.open();
    await accountPage.field('Email').getByText(newEmail, { exact: true }).waitFor();
    await expect(accountPage.pendingEmailNotice().count()).resolves.toBe(0);
  });

  it('refuses a used confirmation link', async () => {
    const newEmail = `again-${account.username}@example.com`;
    const accountPage = new AccountPage(page);
    await accountPage.open();
    const asked = new Date();
    await accountPage.changeEmail(newEmail);
    const link = linkIn(await latestMailTo(newEmail, { since: asked }), '/confirm-email-change');
    const confirm = new ConfirmEmailChangePage(page);
    await confirm.follow(link);
    await confirm.heading('Email Address Confirmed').waitFor();

    await confirm.follow(link);

    await confirm.heading('Confirmation Failed').waitFor();
    await page.getByText(/may have expired or is invalid/).waitFor();
  });

  it('changes the username after checking that it is free', async () => {
    const accountPage = new AccountPage(page);
    await accountPage.open();
    const newUsername = `renamed${account.username.slice(-8)}`;

    await page.getByRole('button', { name: 'Edit username' }).click();
    await page.getByRole('textbox', { name: 'New username' }).fill(newUsername);
    await page.getByText('Username is available').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Username updated successfully').waitFor();
    await accountPage.field('Username').getByText(newUsername, { exact: true }).waitFor();
  });
});
