import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderPage } from './pages/builder.page';
import { AA_CONTRAST, measureText, waitForStillness, type MeasuredText } from './support/text-contrast';

/** The builder's own key for today's generations (frontend/src/widgets/builder/hooks/freeLimitStore.ts). */
const FREE_LIMIT_STORAGE_KEY = 'paydraft.freeGenerations';

const describeText = ({ text, contrast, color, backgrounds }: MeasuredText) =>
  `${contrast.toFixed(2)}:1  ${JSON.stringify(text)}  ${color} on ${backgrounds.join(' < ')}`;

/** Every text in `scope` (CSS, default the whole page) that reads below AA, described for the failure message. */
async function belowAA(page: Page, scope = 'body'): Promise<string[]> {
  // At rest: the pointer is left where the last click was, over whatever a scroll brought there.
  await page.mouse.move(0, 0);
  await waitForStillness(page);
  const measured = await measureText(page.locator(scope));
  return measured.filter((text) => text.contrast < AA_CONTRAST).map(describeText);
}

/** Each of `wanted` that reads below AA, with its contrast; throws when one is not on the page at all. */
async function namedBelowAA(page: Page, wanted: string[]): Promise<string[]> {
  await page.mouse.move(0, 0);
  await waitForStillness(page);
  const measured = await measureText(page.locator('body'));
  return wanted.flatMap((name) => {
    const matching = measured.filter((text) => text.text.includes(name));
    if (matching.length === 0) throw new Error(`No visible text contains ${JSON.stringify(name)}`);
    return matching.filter((text) => text.contrast < AA_CONTRAST).map(describeText);
  });
}

const AFTERNOON = new Date(2027, 0, 13, 15, 0, 0);

describe('text contrast on the builder page and the app shell, measured in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let builder: BuilderPage;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => context.close());

  async function open(viewport: { width: number; height: number }, generatedToday = 0) {
    context = await browser.newContext({ viewport });
    // A fixed afternoon: the documents 'made today' stay today whenever the suite runs.
    await context.clock.setFixedTime(AFTERNOON);
    if (generatedToday > 0) {
      const now = AFTERNOON.getTime();
      const stamps = Array.from({ length: generatedToday }, (_, index) => now - (index + 1) * 1000);
      await context.addInitScript({
        content: `localStorage.setItem(${JSON.stringify(FREE_LIMIT_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(stamps))});`,
      });
    }
    page = await context.newPage();
    builder = new BuilderPage(page);
    await builder.openBuilder();
  }

  it('reads at 4.5:1 or more everywhere, secondary texts and the Free tag included', async () => {
    await open({ width: 1280, height: 900 });

    await expect(
      namedBelowAA(page, [
        'Free · No signup required',
        'PNG or JPG, up to',
        'Custom fields:',
        'free documents left today',
        'Missing something or found a bug?',
        'Professional invoices and quotes for freelancers',
        "placeholder 'Item or service'",
        'Free',
      ]),
    ).resolves.toEqual([]);
    await expect(belowAA(page)).resolves.toEqual([]);
  });

  it('reads at 4.5:1 or more with the inline warnings and the missing-items message showing', async () => {
    await open({ width: 1280, height: 900 });
    await builder.addCustomField('SKU');
    await builder.addCustomField('Batch');
    await builder.setDueDate('Jan 2, 2020');
    await builder.generateButton().click();
    await builder.itemsProblem().waitFor();

    await expect(
      namedBelowAA(page, [
        'Maximum 2 custom fields reached',
        'Due date is before the issue date',
        'Add at least one item with a description or a rate',
      ]),
    ).resolves.toEqual([]);
    await expect(belowAA(page)).resolves.toEqual([]);
  });

  it('reads at 4.5:1 or more on every button and link under the pointer', async () => {
    await open({ width: 1280, height: 900 });
    // Icon-only controls have no text to measure.
    const controls = page
      .locator('a:visible, button:visible:enabled, [role="button"]:visible')
      .filter({ hasText: /\S/ });
    const failing: string[] = [];

    for (const control of await controls.all()) {
      await control.hover();
      await waitForStillness(page);
      failing.push(...(await measureText(control)).filter((t) => t.contrast < AA_CONTRAST).map(describeText));
    }

    expect(await controls.count()).toBeGreaterThan(15);
    expect(failing).toEqual([]);
  });

  it.each([1, 2, 3])('reads at 4.5:1 or more in the limit banner after %i free documents', async (used) => {
    await open({ width: 1280, height: 900 }, used);

    await expect(belowAA(page, '.generate-panel')).resolves.toEqual([]);
  });

  it('reads at 4.5:1 or more in the Invoice vs Quote dialog', async () => {
    await open({ width: 1280, height: 900 });
    await page.getByRole('button', { name: "Invoice vs Quote: What's the Difference?" }).click();
    await page.getByRole('dialog').waitFor();

    await expect(belowAA(page, '.ant-modal')).resolves.toEqual([]);
  });

  it('reads at 4.5:1 or more on a phone, with the menu open', async () => {
    await open({ width: 390, height: 844 });
    await expect(belowAA(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').waitFor();
    await expect(belowAA(page, '.ant-drawer')).resolves.toEqual([]);
  });
});
