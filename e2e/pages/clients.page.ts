import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

export type ClientForm = Partial<
  Record<
    | 'Business name'
    | 'Contact name'
    | 'Email'
    | 'Phone'
    | 'Address'
    | 'Notes'
    | 'Address line 1'
    | 'Postal code'
    | 'City'
    | 'VAT number'
    | 'Registration number',
    string
  >
>;

/** The dashboard's Clients section and the client detail page. */
export class ClientsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(appUrl('/dashboard?section=clients&skipChecks=true'));
    await this.page.getByRole('heading', { level: 2, name: 'Clients' }).waitFor();
  }

  table(): Locator {
    return this.page.locator('.clients-table');
  }

  cards(): Locator {
    return this.page.locator('.client-card');
  }

  /**
   * By its title, not its accessible name: the browser tests' build gives every antd id 'test-id'
   * (NODE_ENV is 'test' when jest builds the page), so a second dialog's name can resolve to another
   * element's text.
   */
  dialog(name: string): Locator {
    return this.page.locator('.ant-modal:visible', {
      has: this.page.locator('.ant-modal-title', { hasText: name }),
    });
  }

  /** Fills the open dialog's fields (each cleared first) and presses its save button. */
  async save(name: 'New Client' | 'Edit Client', fields: ClientForm) {
    const dialog = this.dialog(name);
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value ?? '');
    }
    await dialog
      .getByRole('button', { name: name === 'New Client' ? 'Create Client' : 'Update Client' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Picks the open dialog's country with the keyboard: type part of its name, then Enter. */
  async chooseCountry(name: 'New Client' | 'Edit Client', search: string) {
    await this.dialog(name).getByLabel('Country', { exact: true }).focus();
    await this.page.keyboard.type(search);
    await this.page.keyboard.press('Enter');
  }

  async create(fields: ClientForm) {
    await this.page.getByRole('button', { name: 'New Client' }).click();
    await this.save('New Client', fields);
  }

  /** A snackbar (antd message) with this text. */
  snackbar(text: string): Locator {
    return this.page.locator('.ant-message-notice', { hasText: text });
  }

  detailsRow(label: string): Locator {
    return this.page.locator('.client-details__row', { has: this.page.locator('dt', { hasText: label }) });
  }
}
