import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';
import { waitForHydration } from '../support/hydration';

/** The public home page at `/`: its hero carousel and the two sample PDFs. */
export class HomePage {
  readonly carousel: Locator;

  constructor(readonly page: Page) {
    this.carousel = page.getByRole('region', { name: 'Paydraft highlights' });
  }

  async open() {
    await this.page.goto(appUrl('/'));
    await this.carousel.waitFor();
    await waitForHydration(this.page);
  }

  /**
   * The slide shown: its label, 'Slide n of 2'. Read once the page has done the work the last clock
   * move queued: React renders through MessageChannel tasks, which the test clock does not hold,
   * so two such tasks later every render it had scheduled is done.
   */
  async currentSlide(): Promise<string | null> {
    for (let round = 0; round < 2; round++) {
      await this.page.evaluate(
        'new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); })',
      );
    }
    return this.carousel
      .locator('[aria-roledescription="slide"][aria-hidden="false"]')
      .getAttribute('aria-label');
  }

  control(
    name: 'Previous slide' | 'Next slide' | 'Pause slideshow' | 'Play slideshow' | `Go to slide ${number}`,
  ) {
    return this.carousel.getByRole('button', { name, exact: true });
  }

  samplePreview(kind: 'quote' | 'invoice'): Locator {
    return this.page.getByRole('link', { name: `Preview the sample ${kind} (PDF, opens in a new tab)` });
  }

  sampleDownload(kind: 'quote' | 'invoice'): Locator {
    return this.page.getByRole('link', { name: `Download the sample ${kind} (PDF)` });
  }
}
