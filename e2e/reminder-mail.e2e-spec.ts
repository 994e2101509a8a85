import { DocumentsEvents } from '@paydraft/contracts';
import { connectNats, EventPublisher } from '@paydraft/nest-kit';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { storedSession } from './pages/auth-session.page';
import { signedInTester } from './pages/dashboard-session.page';
import { PublicPage } from './pages/public-page.page';
import { appUrl } from './support/app-url';
import { latestMailTo, linkIn } from './support/mailbox';
import { shot } from './support/screenshots';

type Answer = { status: number; body: Record<string, unknown> };

async function ownerCall(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  const { token } = await storedSession(page);
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Publishes the reminder mail event as the documents service does once a reminder falls due (its
 * scheduler is another item of the issue): connected as `documents`, which alone may publish it.
 */
async function requestReminderMail(event: Parameters<EventPublisher['publish']>[1]) {
  const url = process.env.PAYDRAFT_NATS_URL;
  if (!url) throw new Error('PAYDRAFT_NATS_URL is not set: run through e2e/jest.config.cjs');
  const connection = await connectNats(url, 'documents', {
    credentialsDir: process.env.NATS_CREDENTIALS_DIR,
    name: 'e2e-reminder-mail',
  });
  try {
    await new EventPublisher(connection).publish(DocumentsEvents.reminderMailRequested, event);
  } finally {
    await connection.drain();
  }
}

describe('reminder preferences and the reminder mail (issue 25), in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  it('saves the reminder settings in Form Preferences and answers them; refuses a fourth reminder', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedInTester(page, 'remindprefs');
    const settings = {
      reminders: [
        { days: 7, anchor: 'after_due' },
        { days: 3, anchor: 'before_due' },
      ],
      reminder_repeat_days: 7,
      reminder_max_repeats: 3,
      late_fee: { type: 'fixed', value: '25.00' },
      quote_reminder_days: 2,
      time_zone: 'Europe/Berlin',
    };

    const saved = await ownerCall(page, 'POST', '/api/form-preferences', {
      business_name: 'Ada Studio',
      ...settings,
    });
    expect(saved.status).toBe(200);
    expect((await ownerCall(page, 'GET', '/api/form-preferences')).body.preferences).toMatchObject({
      reminders: [
        { days: 3, anchor: 'before_due' },
        { days: 7, anchor: 'after_due' },
      ],
      reminder_repeat_days: 7,
      reminder_max_repeats: 3,
      late_fee: { type: 'fixed', value: '25' },
      quote_reminder_days: 2,
      time_zone: 'Europe/Berlin',
    });

    const four = [1, 2, 3, 4].map((days) => ({ days, anchor: 'after_due' }));
    expect(await ownerCall(page, 'POST', '/api/form-preferences', { reminders: four })).toMatchObject({
      status: 400,
      body: {
        code: 'request.invalid_body',
        error: 'Reminders must be a list of at most 3 entries of { days, anchor }',
      },
    });
  });

  it("mails the client the reminder, from the business and Reply-To its email, whose link opens the invoice's page", async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const account = await signedInTester(page, 'reminder');
    const { user } = await storedSession(page);
    await ownerCall(page, 'POST', '/api/form-preferences', {
      business_name: 'Ada Studio',
      business_email: 'billing@ada.example',
    });
    const saved = await ownerCall(page, 'POST', '/api/documents/invoice', {
      sender_info: 'Ada Studio',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Retainer', qty: '1', price: '1200' }],
    });
    const invoice = saved.body.data as { id: string; document_number: string };
    const link = await ownerCall(page, 'POST', `/api/documents/invoice/${invoice.id}/share`);
    const { token } = link.body.data as { token: string };
    const recipient = `client-${account.username}@example.com`;

    await requestReminderMail({
      mailId: `reminder:${invoice.id}:1`,
      ownerId: user!.id,
      documentType: 'invoice',
      documentId: invoice.id,
      documentNumber: invoice.document_number,
      token,
      recipient,
      reminder: 1,
      balanceDue: '1200',
      currency: 'USD',
      dueDate: '2026-03-05',
      daysLate: 12,
      businessName: 'Ada Studio',
      businessEmail: 'billing@ada.example',
    });

    const mail = await latestMailTo(recipient, { subject: 'Reminder:' });
    expect(mail).toMatchObject({
      fromName: 'Ada Studio',
      replyTo: 'billing@ada.example',
      subject: `Reminder: invoice ${invoice.document_number} was due on March 5, 2026, 12 days ago`,
    });
    expect(mail.text).toContain('Balance due: $1,200.00\nDue date: March 5, 2026');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(mail.html);
      await shot(page, 'reminder-mail');
    }

    const view = linkIn(mail, '/view/invoice/');
    expect(view.pathname).toBe(`/view/invoice/${token}`);
    const publicView = new PublicPage(page);
    await publicView.open(view.pathname);
    await page.getByText(invoice.document_number).first().waitFor();
  });
});
