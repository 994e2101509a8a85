import type { Locator, Page } from 'playwright-core';
import { AppShellPage } from './app-shell.page';

/** /login: email-or-username and password, or Google. */
export class AuthLoginPage extends AppShellPage {
  readonly emailOrUsername: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly google: Locator;

  constructor(page: Page) {
    super(page);
    this.emailOrUsername = page.getByLabel('Email or username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log In', exact: true });
    this.google = page.getByRole('button', { name: /Continue with Google/ });
  }

  /** Opens /login (with `query`, e.g. '?skipChecks=true') and waits for the form. */
  async openLogin(query = '') {
    await this.open(`/login${query}`);
    await this.emailOrUsername.waitFor();
  }

  /** Signs in with Enter in the password field, as a keyboard user does. */
  async logIn(emailOrUsername: string, password: string) {
    await this.emailOrUsername.fill(emailOrUsername);
    await this.password.fill(password);
    await this.password.press('Enter');
  }

  /** The banner with `text` (a failed sign-in, or an error Google sign-in sent back). */
  alert(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
