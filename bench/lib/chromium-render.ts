import type { Page } from 'playwright-core';
import { launchChromium } from '../../infra/chromium/launch-chromium';

export type ChromiumRenderer = { render(html: string): Promise<Buffer>; close(): Promise<void> };

/** A warm browser and page, as a Chromium-based PDF service would keep them: only setContent + pdf is timed. */
export async function launchChromiumRenderer(): Promise<ChromiumRenderer> {
  const browser = await launchChromium();
  const page: Page = await browser.newPage();
  return {
    async render(html) {
      await page.setContent(html);
      return page.pdf({
        format: 'A4',
        margin: { top: '20mm', right: '20mm', bottom: '20mm', left: '20mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<div style="font-size:7pt;width:100%;text-align:right;margin-right:20mm">' +
          '<span class="pageNumber"></span>/<span class="totalPages"></span></div>',
        printBackground: true,
      });
    },
    close: () => browser.close(),
  };
}
