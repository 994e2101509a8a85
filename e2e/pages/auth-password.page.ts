import type { Locator, Page } from 'playwright-core';
import { AppShellPage } from './app-shell.page';

/** /forgot-password and /reset-password?token=...: a forgotten password replaced through a mailed link. */
export class AuthPasswordPage extends AppShellPage {
  constructor(page: Page) {
    super(page);
  }

  async requestResetLink(email: string) {
    await this.open('/forgot-password');
    const field = this.page.getByLabel('Email', { exact: true });
    await field.fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Link' }).click();
    await this.page.getByText('Check your email').waitFor();
  }

  /** Sets a new password on the reset page the link opened; resolves once the server has taken it. */
  async setNewPassword(password: string, confirmPassword = password) {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(confirmPassword);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
  }

  problem(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
