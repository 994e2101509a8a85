import type { Locator, Page } from 'playwright-core';
import { AppShellPage } from './app-shell.page';

export type SignupInput = {
  email?: string;
  username?: string;
  password?: string;
  confirmPassword?: string;
};

/** /signup: email, optional username with its live availability, password twice, the terms. */
export class AuthSignupPage extends AppShellPage {
  readonly email: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly terms: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page);
    this.email = page.getByLabel('Email', { exact: true });
    this.username = page.getByLabel('Username (optional)');
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password');
    this.terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    this.submit = page.getByRole('button', { name: 'Create Account' });
  }

  async openSignup() {
    await this.open('/signup');
    await this.email.waitFor();
  }

  /** Fills the fields given; the others keep what they hold. */
  async fill(input: SignupInput) {
    if (input.email !== undefined) await this.email.fill(input.email);
    if (input.username !== undefined) await this.username.fill(input.username);
    if (input.password !== undefined) await this.password.fill(input.password);
    if (input.confirmPassword !== undefined) await this.confirmPassword.fill(input.confirmPassword);
  }

  async agreeToTerms() {
    await this.terms.check();
  }

  /** The message of the form's problem banner after a submit. */
  problem(text: string): Locator {
    return this.page.locator('.ant-alert-error').filter({ hasText: text });
  }

  /** The availability answer under the username field. */
  usernameStatus(text: string): Locator {
    return this.page
      .locator('.ant-form-item')
      .filter({ has: this.username })
      .getByText(text, { exact: true });
  }

  success(): Locator {
    return this.page.getByText('Account created successfully! Redirecting to plan selection...');
  }
}
