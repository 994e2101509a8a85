import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderPage } from './pages/builder.page';
import { pdfText } from './support/pdf';
import { pinnedPage } from './support/pinned-page';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;
/** The page's clock, so the dates the builder starts with do not depend on when this runs. */
const NOW = new Date(2027, 0, 31, 12, 0, 0);
const NOT_A_DATE = "'2026-13-45' is not a date. Type it as 2026-12-01 or Dec 1, 2026.";

describe('dates typed by keyboard or picked in the calendar, and the skip link, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let builder: BuilderPage;
  const files = mkdtempSync(join(tmpdir(), 'paydraft-dates-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    ({ context, page } = await pinnedPage(browser, NOW));
    builder = new BuilderPage(page);
    await builder.openBuilder();
  });
  afterEach(() => context.close());

  it('typed ISO dates and dates as shown stick, on the page and in the PDF', async () => {
    expect(await builder.dateField('Issue date').inputValue()).toBe('Jan 31, 2027');

    await builder.typeDate('Issue date', '2026-12-01');
    await builder.typeDate('Due date', 'Dec 24, 2026');

    expect(await builder.dateField('Issue date').inputValue()).toBe('Dec 1, 2026');
    expect(await builder.dateField('Due date').inputValue()).toBe('Dec 24, 2026');
    await builder.fillItem(1, { description: 'Consulting', rate: '100' });
    await builder.generateAndSave(join(files, 'typed.pdf'));
    const text = pdfText(join(files, 'typed.pdf'));
    expect(text).toContain('December 1, 2026');
    expect(text).toContain('December 24, 2026');
  });

  it('says when a typed value is not a date, and keeps the date it had', async () => {
    await builder.typeDate('Issue date', '2026-13-45');

    await page.getByText(NOT_A_DATE).waitFor();
    expect(await builder.dateField('Issue date').getAttribute('aria-invalid')).toBe('true');
    expect(await builder.dateField('Issue date').inputValue()).toBe('2026-13-45');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-date-error-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await builder.dateField('Issue date').scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-date-error-390.png` });

    // The document keeps its date: the PDF is issued on the day it had.
    await builder.fillItem(1, { description: 'Consulting', rate: '100' });
    await builder.generateAndSave(join(files, 'kept.pdf'));
    expect(pdfText(join(files, 'kept.pdf'))).toContain('January 31, 2027');
    await builder.closeSuccess();

    await builder.typeDate('Issue date', '2027-02-01');
    await page.getByText(NOT_A_DATE).waitFor({ state: 'detached' });
    expect(await builder.dateField('Issue date').inputValue()).toBe('Feb 1, 2027');
  });

  it('picks a day in the calendar, which opens from its button or Alt+ArrowDown and closes with Escape', async () => {
    // The due date starts 30 days on, on Mar 2, 2027: its calendar shows March.
    await builder.calendarButton('Due date').click();
    await builder.calendarDay('2027-03-15').click();

    expect(await builder.dateField('Due date').inputValue()).toBe('Mar 15, 2027');
    // The focus is back in the field, for typing or Tab onward.
    await expect(page.locator(':focus').getAttribute('id')).resolves.toBe('doc-due-date');

    await builder.dateField('Issue date').press('Alt+ArrowDown');
    await builder.calendarDay('2027-01-15').waitFor();
    expect(await builder.calendarButton('Issue date').getAttribute('aria-expanded')).toBe('true');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-calendar-1280.png` });
    await builder.dateField('Issue date').press('Escape');
    await builder.calendarDay('2027-01-15').waitFor({ state: 'detached' });
    expect(await builder.calendarButton('Issue date').getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 390, height: 844 });
    await builder.dateField('Issue date').scrollIntoViewIfNeeded();
    await builder.calendarButton('Issue date').click();
    await builder.calendarDay('2027-01-20').click();
    expect(await builder.dateField('Issue date').inputValue()).toBe('Jan 20, 2027');
    await builder.calendarButton('Issue date').click();
    await builder.calendarDay('2027-01-15').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/builder-calendar-390.png` });
  });

  it('the first Tab reaches "Skip to content", and Enter moves the focus past the navigation', async () => {
    const focused = page.locator(':focus');
    await page.keyboard.press('Tab');
    await expect(focused.textContent()).resolves.toBe('Skip to content');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/skip-link-1280.png` });

    await page.keyboard.press('Enter');

    await expect(focused.getAttribute('id')).resolves.toBe('main-content');
    // The next Tab is inside the page's content, not in the navigation.
    await page.keyboard.press('Tab');
    await expect(page.locator('#main-content :focus').count()).resolves.toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: /Builder$/ }).waitFor();
    await page.keyboard.press('Tab');
    await expect(focused.textContent()).resolves.toBe('Skip to content');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/skip-link-390.png` });
  });
});
