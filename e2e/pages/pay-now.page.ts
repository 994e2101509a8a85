import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';
import { StripeConnectPages } from './stripe-connect.page';

/** Form Preferences' 'Accept card payments' card, and the simulator's Connect onboarding page. */
export class CardPaymentsCard {
  readonly card: Locator;

  constructor(readonly page: Page) {
    this.card = page.locator('.card-payments');
  }

  async open() {
    await this.page.goto(appUrl('/dashboard?section=preferences&skipChecks=true'));
    await this.card.getByRole('button').first().waitFor();
  }

  /** Connect with Stripe → the onboarding page → complete → back on Form Preferences, taking cards. */
  async connect() {
    await this.card.getByRole('button', { name: /Connect with Stripe/ }).click();
    await this.page.getByRole('heading', { name: 'Connect your Stripe account' }).waitFor();
    await this.page.getByRole('button', { name: 'Complete onboarding' }).click();
    await this.page.waitForURL(/section=preferences.*connect=return/);
    await this.card.getByText(/^Card payments on: account acct_/).waitFor();
  }
}

/** An invoice's public view as its client sees it, and the simulator's hosted Checkout page. */
export class PublicInvoice {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(appUrl(path));
    await this.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 45_000 });
  }

  payNow(): Locator {
    return this.page.getByRole('button', { name: /Pay now · / });
  }

  paidMark(): Locator {
    return this.page.locator('.public-doc__paid');
  }

  /** The simulator's Checkout page this page sends the client to. */
  checkout(): StripeConnectPages {
    return new StripeConnectPages(this.page);
  }

  /** Pay now → the simulator's Checkout: the card number typed, Pay. */
  async payWith(card: string) {
    await this.payNow().click();
    await this.page.getByRole('button', { name: 'Pay' }).waitFor();
    await this.checkout().payWith(card);
  }
}
