import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** /confirm-email-change?token=…, opened from the confirmation mail. */
export class ConfirmEmailChangePage {
  constructor(readonly page: Page) {}

  /** Follows the mail's link on this app's own origin (where the session is stored). */
  async follow(link: URL) {
    await this.page.goto(appUrl(`${link.pathname}${link.search}`));
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }
}
