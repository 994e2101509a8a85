import type { Page } from 'playwright-core';

/** The Stripe simulator's Connect pages: the onboarding of an owner's account and Checkout on it. */
export class StripeConnectPages {
  constructor(readonly page: Page) {}

  /** Completes the onboarding page and waits to be back where Paydraft asked (Form Preferences). */
  async completeOnboarding(url: string) {
    await this.page.goto(url);
    await this.page.getByRole('button', { name: 'Complete onboarding' }).click();
    await this.page.waitForURL(/\/dashboard\?section=preferences.*connect=return/);
  }

  async openCheckout(url: string) {
    await this.page.goto(url);
    await this.page.getByRole('button', { name: 'Pay' }).waitFor();
  }

  /** Types the card and presses Pay. */
  async payWith(card: string) {
    await this.page.getByLabel('Card number').fill(card);
    await this.page.getByRole('button', { name: 'Pay' }).click();
  }

  declinedMessage() {
    return this.page.getByRole('alert');
  }
}
