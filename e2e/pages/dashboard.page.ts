import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** The signed-in dashboard at /dashboard: side menu (or its drawer), header and one section. */
export class DashboardPage {
  readonly menu: Locator;
  readonly header: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Dashboard sections' });
    // Not role 'banner': the page's <main> (StandaloneLayout) holds the whole dashboard.
    this.header = page.locator('.dashboard-header');
  }

  /** Opens a dashboard address and waits for the shell (so the access guard has let the user in). */
  async open(path = '/dashboard') {
    await this.page.goto(appUrl(path));
    await this.header.waitFor();
  }

  sectionHeading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The title of every side-menu entry, in order. */
  async menuTitles(): Promise<string[]> {
    return this.menu.locator('.dashboard-menu__title').allTextContents();
  }

  async openSection(title: string) {
    await this.menu.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  /** Small screens: the side menu sits in a drawer behind this button. */
  async openDrawer() {
    await this.page.getByRole('button', { name: 'Menu' }).click();
    await this.menu.waitFor();
  }

  /** The bearer token the page keeps in local storage ('token'), or null when signed out. */
  storedToken(): Promise<string | null> {
    // A string, because this project compiles e2e code without the DOM types.
    return this.page.evaluate("localStorage.getItem('token')");
  }

  /** Puts a session in local storage, as a previous visit would have left it (needs a page of the app open). */
  async storeSession(token: string, user: Record<string, unknown>) {
    await this.page.evaluate(
      `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`,
    );
  }

  async logOut() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}
