import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** The dashboard's account section (/dashboard?section=account). */
export class AccountPage {
  readonly information: Locator;

  constructor(readonly page: Page) {
    this.information = page.locator('.ant-card', { hasText: 'Account Information' });
  }

  async open() {
    await this.page.goto(appUrl('/dashboard?section=account'));
    await this.information.waitFor();
  }

  /** The row of one field: 'Email', 'Username', 'Member since', 'Plan'. */
  field(label: string): Locator {
    return this.information.locator('.account-field', { has: this.page.locator('dt', { hasText: label }) });
  }

  /** Types a new address, waits for the availability answer, and saves. */
  async changeEmail(newEmail: string) {
    await this.page.getByRole('button', { name: 'Edit email' }).click();
    const input = this.page.getByRole('textbox', { name: 'New email address' });
    await input.fill(newEmail);
    await this.page.getByText('Email address is available').waitFor();
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** Fills the 'Change Password' dialog and sends it. */
  async changePassword(currentPassword: string, newPassword: string) {
    await this.page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill(currentPassword);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
  }

  pendingEmailNotice(): Locator {
    return this.page.locator('.pending-email');
  }

  sendAgainButton(): Locator {
    return this.page.getByRole('button', { name: /Send again/ });
  }

  /** The 'Your Data' card: export and deletion. */
  yourData(): Locator {
    return this.page.locator('.ant-card', { hasText: 'Your Data' });
  }

  /** Starts the export; answers the download once the whole ZIP is in. */
  async exportData() {
    const download = this.page.waitForEvent('download', { timeout: 120_000 });
    await this.yourData().getByRole('button', { name: 'Export my data' }).click();
    return download;
  }

  /** Opens 'Delete account', types the password (or DELETE) and confirms. */
  async deleteAccount(passwordOrConfirmation: string) {
    await this.yourData().getByRole('button', { name: 'Delete account' }).click();
    const dialog = this.deleteDialog();
    await dialog.locator('#delete-account-confirmation').fill(passwordOrConfirmation);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
  }

  deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete account' });
  }
}
