import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';
import { waitForHydration } from '../support/hydration';
import { AppShellPage } from './app-shell.page';

/** /contact: the business-hours indicator and the contact form. */
export class ContactPage extends AppShellPage {
  readonly heading: Locator;
  /** 'Open Now' or 'Closed Now'. */
  readonly hours: Locator;
  readonly sendButton: Locator;
  readonly reason: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Contact Us' });
    this.hours = page.getByRole('status').filter({ hasText: /^(Open|Closed) Now$/ });
    this.sendButton = page.getByRole('button', { name: /Send Message/ });
    this.reason = page.getByRole('combobox', { name: 'Reason' });
  }

  /** Opens /contact; the first page of a run compiles and loads slowly on a busy machine. */
  async openContact(query = '') {
    await this.page.goto(appUrl(`/contact${query}`));
    await this.heading.waitFor({ timeout: 45_000 });
    await waitForHydration(this.page);
  }

  field(
    label: 'Name' | 'Business' | 'Phone (optional)' | 'Location (optional)' | 'Email' | 'Message',
  ): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The reason the select shows now. */
  async reasonShown(): Promise<string> {
    return (await this.page.locator('.ant-select').filter({ has: this.reason }).textContent()) ?? '';
  }

  async chooseReason(label: 'Support' | 'Sales' | 'General Inquiry' | 'Feedback') {
    await this.reason.click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: label }).click();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
