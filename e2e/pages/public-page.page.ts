import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';
import { waitForHydration } from '../support/hydration';
import { waitForPageCondition } from '../support/page-condition';

/** What a page tells search engines and link previews. */
export type PageMeta = { title: string; description: string; ogTitle: string | null; ogUrl: string | null };

/** Any public page: opened until its lazily loaded content shows, and its <head> tags read. */
export class PublicPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 }).first();
  }

  /** The first page of a run compiles and loads slowly on a busy machine, hence the long wait. */
  async open(path: string) {
    await this.page.goto(appUrl(path));
    await this.heading.waitFor({ timeout: 45_000 });
    await waitForHydration(this.page);
    // The title is written in an effect after the page renders. (Page-side expressions are text: the
    // e2e types have no DOM.)
    await waitForPageCondition(this.page, 'document.title.length > 0');
  }

  meta(): Promise<PageMeta> {
    return this.page.evaluate<PageMeta>(`(() => {
      const content = (selector) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: content('meta[name="description"]') ?? '',
        ogTitle: content('meta[property="og:title"]'),
        ogUrl: content('meta[property="og:url"]'),
      };
    })()`);
  }
}
