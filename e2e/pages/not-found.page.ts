import type { Locator, Page } from 'playwright-core';
import { AppShellPage } from './app-shell.page';

export class NotFoundPage extends AppShellPage {
  readonly heading: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { name: 'Oops! Page Not Found' });
  }

  link(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name });
  }
}
