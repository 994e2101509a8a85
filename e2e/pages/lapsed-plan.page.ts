import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** What a lapsed user sees of the dashboard: the one banner, and 'Renew your plan' in place of Create. */
export class LapsedPlanPage {
  constructor(readonly page: Page) {}

  banner(): Locator {
    return this.page.locator('.lapsed-plan-banner');
  }

  async openCreate() {
    await this.page.goto(appUrl('/dashboard?section=create&skipChecks=true'));
  }

  /** POST /api/documents/invoice with the page's session, as the builder would save. */
  async saveInvoiceThroughApi(
    number: string,
  ): Promise<{ status: number; body: { code?: string; error?: string } }> {
    const token = await this.page.evaluate<string>("localStorage.getItem('token') ?? ''");
    const response = await fetch(appUrl('/api/documents/invoice'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        invoice_number: number,
        issue_date: '2026-11-01',
        currency: 'USD',
        sender_info: 'Lapsed Studio',
        receiver_info: 'Engines Ltd',
        items: [{ description: 'Consulting', qty: '2', price: '50.00' }],
      }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string; error?: string } };
  }
}
