import type { Page } from 'playwright-core';

export type CspViolation = { directive: string; blocked: string; page: string };

/**
 * Everything the browser refused on `page` because of the Content-Security-Policy: each
 * `securitypolicyviolation` event of every document the page loads, and each console error that names
 * the policy (Chromium's wording for a blocked inline style or script: "...violates the following
 * Content Security Policy directive..."). Also the policy each loaded document of our site arrived with,
 * so a test can tell a page that ran under the policy from one that had none.
 */
export class CspWatch {
  readonly violations: CspViolation[] = [];
  readonly consoleErrors: string[] = [];
  /** path → the Content-Security-Policy header its document arrived with ('' for none). */
  readonly policies = new Map<string, string>();

  private constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {}

  static async on(page: Page, origin: string): Promise<CspWatch> {
    const watch = new CspWatch(page, origin);
    await page.exposeFunction('paydraftCspViolation', (violation: CspViolation) =>
      watch.violations.push(violation),
    );
    // A page-side script, as text: the e2e types have no DOM. Registered before any of the page's own.
    await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) =>
      window.paydraftCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      }),
    );`);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        watch.consoleErrors.push(message.text());
      }
    });
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== 'document' || url.origin !== watch.origin) return;
      watch.policies.set(url.pathname, (await response.allHeaders())['content-security-policy'] ?? '');
    });
    return watch;
  }

  /** Paths of our documents the page loaded without a policy. */
  unprotectedPages(): string[] {
    return [...this.policies].filter(([, policy]) => !policy).map(([path]) => path);
  }

  /** Lets the violations of what the page just did arrive (they are reported asynchronously). */
  async settle(): Promise<void> {
    await this.page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))');
  }
}
