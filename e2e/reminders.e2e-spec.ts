import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { storedSession } from './pages/auth-session.page';
import { signedInTester } from './pages/dashboard-session.page';
import { PublicPage } from './pages/public-page.page';
import { appUrl } from './support/app-url';
import { latestMailTo, linkIn } from './support/mailbox';
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

/** The development clock's day (YYYY-MM-DD), moved by `days`. */
async function clockDay(days: number): Promise<string> {
  const answer = (await (await fetch(appUrl('/api/dev/clock'))).json()) as { data: { now: string } };
  const day = new Date(answer.data.now);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Moves the development clock to 10:00 UTC on `date` (an hour after a UTC reminder's send hour). */
async function advanceTo(date: string) {
  const answer = (await (await fetch(appUrl('/api/dev/clock'))).json()) as { data: { now: string } };
  const hours = Math.ceil((Date.parse(`${date}T10:00:00Z`) - Date.parse(answer.data.now)) / 3_600_000);
  const advanced = await fetch(appUrl('/api/dev/clock/advance'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hours }),
  });
  expect(advanced.status).toBe(200);
}

describe('automatic reminders (issue 25), in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  it('mails the client the reminder on the due date when the clock gets there, and its link opens the invoice', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const account = await signedInTester(page, 'autoremind');
    const recipient = `payer-${account.username}@example.com`;
    expect(
      (
        await ownerCall(page, 'POST', '/api/form-preferences', {
          business_name: 'Ada Studio',
          business_email: 'billing@ada.example',
          reminders: [{ days: 0, anchor: 'on_due' }],
          time_zone: 'UTC',
        })
      ).status,
    ).toBe(200);
    const client = await ownerCall(page, 'POST', '/api/clients', {
      business_name: 'Engines Ltd',
      business_email: recipient,
    });
    const due = await clockDay(2);
    const saved = await ownerCall(page, 'POST', '/api/documents/invoice', {
      client_id: client.body.data!.id,
      status: 'sent',
      due_date: due,
      currency: 'USD',
      sender_info: 'Ada Studio',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Retainer', qty: '1', price: '1200' }],
    });
    const invoice = saved.body.data as { id: string; document_number: string };

    await advanceTo(due);

    const mail = await latestMailTo(recipient, { subject: 'Reminder:' });
    expect(mail).toMatchObject({ fromName: 'Ada Studio', replyTo: 'billing@ada.example' });
    expect(mail.subject).toContain(invoice.document_number);
    expect(mail.text).toContain('Balance due: $1,200.00');
    const timeline = await ownerCall(page, 'GET', `/api/dashboard/recent-activity?document_id=${invoice.id}`);
    expect((timeline.body.data!.activities as Array<{ action: string; reminder: number }>)[0]).toMatchObject({
      action: 'reminder_sent',
      reminder: 1,
    });

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(mail.html);
      await shot(page, 'automatic-reminder-mail');
    }
    const view = linkIn(mail, '/view/invoice/');
    await new PublicPage(page).open(view.pathname);
    await page.getByText(invoice.document_number).first().waitFor();
  });
});
