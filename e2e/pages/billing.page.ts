import type { Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** The local Stripe simulator's control API (infra/stripe-sim), as PAYDRAFT_STRIPE_SIM_URL names it. */
export class StripeSimulator {
  private readonly url: string;

  constructor() {
    const url = process.env.PAYDRAFT_STRIPE_SIM_URL;
    if (!url) throw new Error('PAYDRAFT_STRIPE_SIM_URL is not set: run through e2e/jest.config.cjs');
    this.url = url;
  }

  async advanceDays(days: number) {
    await this.control('/sim/clock/advance', { days });
    await this.control('/sim/webhooks/settled', {});
  }

  async webhooksSettled() {
    await this.control('/sim/webhooks/settled', {});
  }

  private async control(path: string, body: unknown) {
    const response = await fetch(new URL(path, this.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** /plan, the simulator's hosted Checkout and portal pages, and the dashboard's subscription section. */
export class BillingPage {
  constructor(readonly page: Page) {}

  async choosePlan(button: 'Start Free Trial' | 'Subscribe Now' | 'Get Lifetime Access') {
    await this.page.getByRole('button', { name: button }).click();
    await this.page.getByRole('button', { name: 'Pay' }).waitFor();
  }

  /** Pays on the hosted Checkout page and waits to be back on the dashboard. */
  async pay() {
    await this.page.getByRole('button', { name: 'Pay' }).click();
    await this.page.waitForURL(/\/dashboard\?checkout=success/);
  }

  async openSubscription() {
    await this.page.goto(appUrl('/dashboard?section=subscription&skipChecks=true'));
    await this.page.getByText('Plan Details').waitFor();
  }

  planTag() {
    return this.page.locator('.ant-card').filter({ hasText: 'Plan Details' }).locator('.ant-tag');
  }

  /** The Stripe-hosted portal: cancel at period end, then back to the subscription section. */
  async cancelInPortal() {
    await this.page.getByRole('button', { name: 'Manage Billing' }).click();
    await this.page.getByRole('button', { name: 'Cancel plan' }).click();
    await this.page.getByText(/Cancels on/).waitFor();
    await this.page.getByRole('link', { name: 'Return to Paydraft' }).click();
    await this.page.getByText('Plan Details').waitFor();
  }

  /** GET /api/stats with the session the page holds, as the dashboard's access probe asks it. */
  async statsStatus(): Promise<number> {
    const token = await this.page.evaluate(
      () =>
        (globalThis as { localStorage?: { getItem(key: string): string | null } }).localStorage?.getItem(
          'token',
        ) ?? '',
    );
    const response = await fetch(appUrl('/api/stats'), { headers: { authorization: `Bearer ${token}` } });
    return response.status;
  }
}
