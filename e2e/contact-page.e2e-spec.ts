import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ContactPage } from './pages/contact.page';
import { latestMailTo } from './support/mailbox';

/** The stack's mailboxes (the mailer's defaults): support and feedback, sales, inquiries. */
const SUPPORT = 'support@paydraft.app';
const SALES = 'sales@paydraft.app';

describe('the contact page, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterEach(() => page.close());

  // 09:00 and 22:00 in New York, on either side of daylight saving time (EST UTC−5, EDT UTC−4).
  it.each([
    ['January 09:00 EST', 'Open Now', '2027-01-13T14:00:00Z'],
    ['January 22:00 EST', 'Closed Now', '2027-01-14T03:00:00Z'],
    ['July 09:00 EDT', 'Open Now', '2027-07-14T13:00:00Z'],
    ['July 22:00 EDT', 'Closed Now', '2027-07-15T02:00:00Z'],
  ])('the business-hours indicator at %s reads %s', async (_when, expected, iso) => {
    await page.clock.setFixedTime(new Date(iso));
    const contact = new ContactPage(page);
    await contact.openContact();

    await expect(contact.hours.textContent()).resolves.toBe(expected);
  });

  it('turns to Closed Now within a minute of 22:00 Eastern, without a reload', async () => {
    await page.clock.install({ time: new Date('2027-07-15T01:59:30Z') });
    const contact = new ContactPage(page);
    await contact.openContact();
    await expect(contact.hours.textContent()).resolves.toBe('Open Now');

    await page.clock.runFor(60_000);
    await contact.page.getByRole('status').filter({ hasText: 'Closed Now' }).waitFor();
  });

  it('preselects the reason from ?purpose=, General Inquiry by default', async () => {
    const contact = new ContactPage(page);
    await contact.openContact();
    await expect(contact.reasonShown()).resolves.toContain('General Inquiry');
    await contact.openContact('?purpose=sales');
    await expect(contact.reasonShown()).resolves.toContain('Sales');
    await contact.openContact('?purpose=feedback');
    await expect(contact.reasonShown()).resolves.toContain('Feedback');
  });

  it('checks the form, then sends a sales message that arrives at the sales mailbox', async () => {
    const since = new Date();
    const contact = new ContactPage(page);
    await contact.openContact('?purpose=sales');

    await contact.sendButton.click();
    for (const message of [
      'Either name or business is required',
      'Email is required',
      'Message is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await contact.field('Business').fill('Acme Ltd');
    await page.getByText('Either name or business is required').waitFor({ state: 'detached' });

    await contact.field('Phone (optional)').fill('+1 555 0100');
    await contact.field('Location (optional)').fill('Boston, MA');
    await contact.field('Email').fill('buyer@acme.test');
    await contact.field('Message').fill('We would like ten Pro seats.');
    await contact.sendButton.click();

    await contact.dialog('Message Sent!').waitFor();
    await expect(contact.field('Message').inputValue()).resolves.toBe('');
    await expect(contact.field('Business').inputValue()).resolves.toBe('');

    const mail = await latestMailTo(SALES, { since, subject: 'from Acme Ltd' });
    expect(mail.subject).toBe('[Paydraft sales] from Acme Ltd');
    expect(mail.text).toContain('We would like ten Pro seats.');
    expect(mail.text).toContain('+1 555 0100');
    expect(mail.text).toContain('Boston, MA');
    expect(mail.text).toContain('buyer@acme.test');
  });

  it('routes feedback chosen in the form to the support mailbox', async () => {
    const since = new Date();
    const contact = new ContactPage(page);
    await contact.openContact();

    await contact.field('Name').fill('Grace Feedback');
    await contact.field('Email').fill('grace@example.com');
    await contact.field('Message').fill('The PDF preview is lovely.');
    await contact.chooseReason('Feedback');
    await contact.sendButton.click();
    await contact.dialog('Message Sent!').waitFor();

    const mail = await latestMailTo(SUPPORT, { since, subject: 'from Grace Feedback' });
    expect(mail.subject).toBe('[Paydraft feedback] from Grace Feedback');
  });
});
