import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';
import { waitForHydration } from '../support/hydration';

/** The layout every public page shares: the fixed top navigation and the footer. */
export class AppShellPage {
  readonly navigation: Locator;

  constructor(readonly page: Page) {
    this.navigation = page.getByRole('banner');
  }

  async open(path = '/') {
    await this.page.goto(appUrl(path));
    await this.navigation.waitFor();
    await waitForHydration(this.page);
  }

  navLink(name: string | RegExp): Locator {
    return this.navigation.getByRole('link', { name });
  }
}
