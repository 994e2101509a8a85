import { occurrenceDate, periodLabel } from '@paydraft/invoice-core';
import { eventually } from '@paydraft/nest-kit/testing';
import type { TestUser } from './documents-stack';
import { monthsFrom, profileBody, RecurringStack, type ProfileJson } from './recurring-stack';

const MONTH_NAME = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
const monthYear = (date: string) => `${MONTH_NAME.format(new Date(`${date}T00:00:00Z`))} ${date.slice(0, 4)}`;

/**
 * What is counted: each profile's first invoice is due one month after the clock's today (09:00 UTC),
 * and the clock moves 13 months, to midnight UTC of the day 13 months on, before that day's 09:00. So
 * the 12 occurrences of months 1 to 12 fell due, and the 13th (month 13, 09:00) has not yet.
 */
describe('recurring profiles on the development clock', () => {
  const stack = new RecurringStack();
  const make = async (owner: TestUser, body: Record<string, unknown>) => {
    const answer = await owner.call('POST', '/api/recurring-invoices', body);
    expect(answer.status).toBe(201);
    return answer.body.data as unknown as ProfileJson;
  };
  const read = async (owner: TestUser, id: string) =>
    (await owner.call('GET', `/api/recurring-invoices/${id}`)).body.data as unknown as ProfileJson;

  let ada: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dan: TestUser;
  const profiles: Record<string, ProfileJson> = {};
  const clients = new Map<TestUser, string>();
  let start: string;
  let now: Date;
  let actionsRun: number;

  beforeAll(async () => {
    await stack.start();
    now = await stack.now();
    start = monthsFrom(now, 1);
    [ada, bob, carol, dan] = [stack.user(), stack.user(), stack.user(), stack.user()];
    const body = async (owner: TestUser, overrides: Record<string, unknown> = {}) => {
      const clientId = await owner.client('Engines Ltd', {
        businessEmail: `billing-${owner.id}@engines.test`,
      });
      clients.set(owner, clientId);
      return profileBody(clientId, { start_date: start, ...overrides });
    };
    profiles.monthly = await make(ada, await body(ada));
    profiles.paused = await make(bob, await body(bob));
    expect((await bob.call('POST', `/api/recurring-invoices/${profiles.paused.id}/pause`)).status).toBe(200);
    profiles.skipped = await make(carol, await body(carol));
    expect((await carol.call('POST', `/api/recurring-invoices/${profiles.skipped.id}/skip`)).status).toBe(
      200,
    );
    profiles.mailed = await make(dan, await body(dan, { auto_send: true, end: { type: 'after', count: 3 } }));
    await dan.call('POST', '/api/form-preferences', {
      business_name: 'Dan Design',
      business_email: 'dan@design.test',
    });

    const target = new Date(`${monthsFrom(now, 13)}T00:00:00Z`);
    actionsRun = (await stack.advanceHours((target.getTime() - now.getTime()) / 3_600_000)).actions_run;
  }, 240_000);
  afterAll(() => stack.stop());

  it('makes exactly 12 invoices, consecutive numbers, issued month by month with the placeholders of each month', async () => {
    const invoices = await stack.invoicesOf(ada, profiles.monthly.id);
    expect(invoices).toHaveLength(12);
    const monthly = { startDate: start, frequency: 'monthly' as const };
    const issueDates = Array.from({ length: 12 }, (_, index) => occurrenceDate(monthly, index + 1));
    expect(invoices.map((invoice) => invoice.issue_date)).toEqual(issueDates);
    const numbers = invoices.map((invoice) => Number(invoice.document_number.replace(/^INV-/, '')));
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0] + index));
    invoices.forEach((invoice, index) => {
      const issued = String(invoice.issue_date);
      expect(invoice).toMatchObject({
        status: 'draft',
        recurring_id: profiles.monthly.id,
        total_amount: '1100.00',
        notes: `Covers ${periodLabel({ ...monthly, sequence: index + 1 })}`,
      });
      expect((invoice.items as { description: string }[])[0].description).toBe(
        `Retainer ${monthYear(issued)}`,
      );
    });
    const profile = await read(ada, profiles.monthly.id);
    expect(profile).toMatchObject({ status: 'active', next_date: occurrenceDate(monthly, 13) });
    expect(profile.invoices_created).toEqual(invoices.map((invoice) => invoice.id));
    expect(actionsRun).toBeGreaterThanOrEqual(12 + 11 + 3);
  });

  it("records 'created_from_recurring' with the profile and the clock's time on the invoice's timeline", async () => {
    const [first] = await stack.invoicesOf(ada, profiles.monthly.id);
    const timeline = await ada.call('GET', `/api/dashboard/recent-activity?document_id=${first.id}`);
    const { activities } = timeline.body.data as unknown as {
      activities: {
        action: string;
        recurring_id: string;
        created_at: string;
      }[];
    };
    expect(activities).toEqual([
      expect.objectContaining({ action: 'created_from_recurring', recurring_id: profiles.monthly.id }),
    ]);
    expect(activities[0].created_at.slice(0, 10) >= String(first.issue_date)).toBe(true);
  });

  it('a paused profile makes none', async () => {
    expect(await stack.invoicesOf(bob, profiles.paused.id)).toEqual([]);
    expect(await read(bob, profiles.paused.id)).toMatchObject({ status: 'paused', invoices_created: [] });
  });

  it('skip skips the first occurrence: 11 invoices, from month 2', async () => {
    const invoices = await stack.invoicesOf(carol, profiles.skipped.id);
    expect(invoices).toHaveLength(11);
    expect(invoices[0].issue_date).toBe(occurrenceDate({ startDate: start, frequency: 'monthly' }, 2));
  });

  it('auto_send mails each invoice once to the client, Reply-To the business, and an after-3 profile ends', async () => {
    const invoices = await stack.invoicesOf(dan, profiles.mailed.id);
    expect(invoices).toHaveLength(3);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['sent', 'sent', 'sent']);
    const mails = await eventually(async () => {
      const found = stack.capture
        .mails()
        .filter((mail) => mail.to.includes(`billing-${dan.id}@engines.test`));
      return found.length >= 3 ? found : undefined;
    }, 60_000);
    expect(mails).toHaveLength(3);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      invoices.map((invoice) => `Invoice ${invoice.document_number} from Dan Design`).sort(),
    );
    expect(mails.every((mail) => mail.replyTo === 'dan@design.test')).toBe(true);
    expect(await read(dan, profiles.mailed.id)).toMatchObject({ status: 'ended', next_date: null });
  });

  it('an edit applies to the invoices to come; a deleted client ends its profile instead of retrying', async () => {
    const edited = await ada.call(
      'PUT',
      `/api/recurring-invoices/${profiles.monthly.id}`,
      profileBody(clients.get(ada)!, {
        start_date: start,
        invoice: {
          ...profileBody(clients.get(ada)!).invoice,
          items: [{ description: 'Retainer :MONTH', qty: 1, price: 2000 }],
        },
      }),
    );
    expect(edited.status).toBe(200);
    const moved = await ada.call(
      'PUT',
      `/api/recurring-invoices/${profiles.monthly.id}`,
      profileBody(clients.get(ada)!, { start_date: monthsFrom(now, 2) }),
    );
    expect(moved).toMatchObject({ status: 400, body: { code: 'documents.invalid_input' } });
    await carol.deleteClient(clients.get(carol)!);

    const target = new Date(`${monthsFrom(now, 14)}T00:00:00Z`);
    await stack.advanceHours((target.getTime() - (await stack.now()).getTime()) / 3_600_000);

    const invoices = await stack.invoicesOf(ada, profiles.monthly.id);
    expect(invoices.map((invoice) => invoice.total_amount)).toEqual([
      ...Array<string>(12).fill('1100.00'),
      '2200.00',
    ]);
    expect(await stack.invoicesOf(carol, profiles.skipped.id)).toHaveLength(11);
    expect(await read(carol, profiles.skipped.id)).toMatchObject({ status: 'ended', next_date: null });
  });
});
