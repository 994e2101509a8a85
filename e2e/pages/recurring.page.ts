import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** The dashboard's Recurring section (?section=recurring) and the 'Make recurring' dialog. */
export class RecurringPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(appUrl('/dashboard?section=recurring&skipChecks=true'));
    await this.page.getByRole('heading', { level: 2, name: 'Recurring' }).waitFor();
  }

  /** The table row or the card of the profile for a client. */
  profile(clientName: string): Locator {
    return this.page.locator('tr, [role="listitem"]', {
      has: this.page.getByText(clientName, { exact: true }),
    });
  }

  /** The dialog, by its title (antd ids collide in the test build). */
  dialog(): Locator {
    return this.page.locator('.ant-modal:visible', {
      has: this.page.locator('.ant-modal-title', { hasText: 'Make recurring' }),
    });
  }

  /** Opens 'Make recurring' from a history row (the history page must be open). */
  async makeRecurringFromHistory(number: string) {
    await this.page.getByRole('button', { name: `Make ${number} recurring` }).click();
    await this.dialog().getByTestId('recurring-preview').waitFor();
  }
}
