import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { storedSession } from './pages/auth-session.page';
import { HistoryPage } from './pages/history.page';
import { signedInTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { latestMailTo, linkIn, type CapturedMail } from './support/mailbox';
import { shot } from './support/screenshots';

type Answer = { status: number; body: { data?: Record<string, unknown> } & Record<string, unknown> };

async function ownerCall(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  const { token } = await storedSession(page);
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/**
 * The development mailbox (the capture server's page) in a window of its own, so the owner's keeps its
 * session, with `mail` opened as a reader opens it. The caller closes it.
 */
async function openInMailbox(browser: Browser, mail: CapturedMail) {
  const base = process.env.PAYDRAFT_MAILBOX_URL;
  if (!base) throw new Error('PAYDRAFT_MAILBOX_URL is not set: run through e2e/jest.config.cjs');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(base);
  const section = page.locator('details', { hasText: mail.to[0] });
  await section.locator('summary').click();
  return { mailbox: page, frame: section.frameLocator('iframe') };
}

describe('mails in the document language (issue 26), in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  /** An owner's invoice saved in `language`, sent by email to a new client address with no subject or message of theirs. */
  async function sendInvoice(language: string, recipient: string) {
    const saved = await ownerCall(page, 'POST', '/api/documents/invoice', {
      sender_info: 'Ada Studio',
      receiver_info: 'Engines GmbH',
      currency: 'EUR',
      issue_date: '2026-03-01',
      due_date: '2026-03-05',
      tax_rate: 0,
      language,
      items: [{ description: 'Getriebestudie', qty: '1', price: '1234.56' }],
    });
    expect(saved.status).toBe(201);
    const invoice = saved.body.data as { id: string; document_number: string; language: string };
    expect(invoice.language).toBe(language);
    const sent = await ownerCall(page, 'POST', '/api/send-email/send-document', {
      documentId: invoice.id,
      documentType: 'invoice',
      recipient,
    });
    expect(sent.status).toBe(200);
    return invoice;
  }

  it('an owner sends a German invoice and its client reads the mail in German; an Arabic one reads right to left', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const account = await signedInTester(page, 'mailde');
    await ownerCall(page, 'POST', '/api/form-preferences', { business_name: 'Ada Studio' });

    const german = `kunde-${account.username}@example.com`;
    const invoice = await sendInvoice('de-DE', german);
    const mail = await latestMailTo(german);
    expect(mail.subject).toBe(`Rechnung ${invoice.document_number} von Ada Studio`);
    expect(mail.text).toContain(`Ada Studio hat Ihnen eine Rechnung ${invoice.document_number} gesendet.`);
    expect(mail.text).toContain(`Rechnung ${invoice.document_number} ansehen: `);
    expect(linkIn(mail, '/view/invoice/').pathname).toMatch(/^\/view\/invoice\/[A-Za-z0-9_-]{22,}$/);
    expect(mail.html).toContain('<html lang="de-DE" dir="ltr">');

    const { mailbox, frame } = await openInMailbox(browser, mail);
    await frame
      .getByRole('heading', { name: `Rechnung ${invoice.document_number} von Ada Studio` })
      .waitFor();
    await frame.getByRole('link', { name: `Rechnung ${invoice.document_number} ansehen` }).waitFor();
    for (const width of [390, 1280]) {
      await mailbox.setViewportSize({ width, height: 900 });
      await shot(mailbox, 'languages-mail-de');
    }
    await mailbox.context().close();

    const arabic = `client-ar-${account.username}@example.com`;
    const arabicInvoice = await sendInvoice('ar-SA', arabic);
    const arabicMail = await latestMailTo(arabic);
    expect(arabicMail.subject).toBe(`فاتورة ${arabicInvoice.document_number} من Ada Studio`);
    expect(arabicMail.html).toContain('<html lang="ar-SA" dir="rtl">');

    const { mailbox: arabicMailbox, frame: arabicFrame } = await openInMailbox(browser, arabicMail);
    const heading = arabicFrame.getByRole('heading', {
      name: `فاتورة ${arabicInvoice.document_number} من Ada Studio`,
    });
    await heading.waitFor();
    // The e2e code has no DOM types: the page's own window answers the style.
    type Styled = {
      ownerDocument: { defaultView: { getComputedStyle(element: unknown): { direction: string } } };
    };
    const direction = await heading.evaluate(
      (element) => (element as Styled).ownerDocument.defaultView.getComputedStyle(element).direction,
    );
    expect(direction).toBe('rtl');
    for (const width of [390, 1280]) {
      await arabicMailbox.setViewportSize({ width, height: 900 });
      await shot(arabicMailbox, 'languages-mail-ar');
    }
    await arabicMailbox.context().close();
  });

  it("the Send dialog suggests a German invoice's subject and message in German, and the client reads them", async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const account = await signedInTester(page, 'sendde');
    await ownerCall(page, 'POST', '/api/form-preferences', { business_name: 'Ada Studio' });
    const saved = await ownerCall(page, 'POST', '/api/documents/invoice', {
      sender_info: 'Ada Studio',
      receiver_info: 'Engines GmbH',
      currency: 'EUR',
      language: 'de-DE',
      items: [{ description: 'Getriebestudie', qty: '1', price: '1234.56' }],
    });
    const number = (saved.body.data as { document_number: string }).document_number;
    const recipient = `dialog-${account.username}@example.com`;

    const history = new HistoryPage(page);
    await history.open();
    await page.getByRole('button', { name: `Email ${number}` }).click();
    const send = history.dialog('Send');
    const subject = send.getByLabel('Subject');
    await subject.waitFor();
    expect(await subject.inputValue()).toBe(`Rechnung ${number} von Ada Studio`);
    expect(await send.getByLabel(/^Message/).inputValue()).toContain(`anbei die Rechnung ${number}.`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, 'languages-send-dialog-de');
    }
    await send.getByLabel('Recipient email').fill(recipient);
    await send.getByRole('button', { name: 'Preview' }).click();
    const preview = history.dialog('Email Preview');
    await preview.getByRole('button', { name: /Send/ }).click();
    await history.dialog('Email Sent Successfully!').waitFor();

    const mail = await latestMailTo(recipient);
    expect(mail.subject).toBe(`Rechnung ${number} von Ada Studio`);
    expect(mail.text).toContain('Guten Tag,');
    expect(mail.text).not.toContain('Here is');
  });
});
