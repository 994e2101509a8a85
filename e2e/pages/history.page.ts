import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** The dashboard's Document History section (?section=history). */
export class HistoryPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(appUrl('/dashboard?section=history&skipChecks=true'));
    await this.page.getByRole('heading', { level: 2, name: 'Document History' }).waitFor();
  }

  /** The signed-in page's bearer token, for creating documents through the API. */
  token(): Promise<string> {
    // A page-side expression: the e2e types have no DOM.
    return this.page.evaluate<string>("localStorage.getItem('token') ?? ''");
  }

  search(): Locator {
    return this.page.getByPlaceholder('Search by number, company, PO, or notes…');
  }

  tab(name: RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  range(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The table row or the card of one document. */
  document(number: string): Locator {
    return this.page.locator('tr, [role="listitem"]', { has: this.page.getByText(number, { exact: true }) });
  }

  table(): Locator {
    return this.page.locator('.ant-table');
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
  }

  /** Types into the client filter's search and picks the first match. */
  async filterClient(text: string) {
    const filter = this.page.getByRole('combobox', { name: 'Client' });
    await filter.click();
    await filter.fill(text);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  }

  async setStatus(number: string, status: string) {
    await this.page.getByRole('combobox', { name: `Status of ${number}` }).click();
    await this.page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${status}"]`)
      .click();
  }

  /** By its title: the test build gives every antd id 'test-id', so accessible names can collide. */
  dialog(title: string): Locator {
    return this.page.locator('.ant-modal:visible', {
      has: this.page.locator('.ant-modal-title', { hasText: title }),
    });
  }
}
