import { DocumentsStack, INVOICE, type TestUser } from './documents-stack';

type Profile = {
  id: string;
  invoice: Record<string, unknown> & { client_id: string; total_amount: string };
  frequency: string;
  start_date: string;
  end: Record<string, unknown>;
  time_zone: string;
  send_time: string;
  auto_send: boolean;
  due_days: number;
  status: string;
  next_date: string | null;
  next_run_at: string | null;
  invoices_created: string[];
};

const { issue_date: _issued, due_date: _due, ...TEMPLATE } = INVOICE;

describe('/api/recurring-invoices', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let clientId: string;

  beforeAll(async () => {
    await stack.start();
    ada = stack.user();
    clientId = await ada.client('Engines Ltd', { businessEmail: 'billing@engines.example' });
  });
  afterAll(() => stack.stop());

  const body = (overrides: Record<string, unknown> = {}) => ({
    invoice: {
      ...TEMPLATE,
      client_id: clientId,
      items: [{ description: 'Retainer :MONTH :YEAR', qty: 1, price: 1000 }],
    },
    frequency: 'monthly',
    start_date: '2027-01-31',
    end: { type: 'after', count: 3 },
    time_zone: 'Europe/Berlin',
    send_time: '09:00',
    auto_send: false,
    due_days: 14,
    ...overrides,
  });
  const make = async (owner: TestUser, overrides: Record<string, unknown> = {}) => {
    const answer = await owner.call('POST', '/api/recurring-invoices', body(overrides));
    expect(answer.status).toBe(201);
    return answer.body.data as unknown as Profile;
  };

  it('makes a profile and answers it with its next date and run instant, then lists, reads, replaces and deletes it', async () => {
    const profile = await make(ada);
    expect(profile).toMatchObject({
      frequency: 'monthly',
      start_date: '2027-01-31',
      end: { type: 'after', count: 3 },
      time_zone: 'Europe/Berlin',
      send_time: '09:00',
      auto_send: false,
      due_days: 14,
      status: 'active',
      next_date: '2027-01-31',
      // 09:00 in Berlin in winter (UTC+1).
      next_run_at: '2027-01-31T08:00:00.000Z',
      invoices_created: [],
      invoice: { client_id: clientId, total_amount: '1100.00', notes: 'Thank you' },
    });
    expect(profile.invoice.items).toEqual([
      expect.objectContaining({ description: 'Retainer :MONTH :YEAR' }),
    ]);

    const listed = await ada.call('GET', '/api/recurring-invoices');
    expect(listed.status).toBe(200);
    const profiles = (listed.body.data as unknown as { profiles: Profile[] }).profiles;
    expect(profiles.map((one) => one.id)).toContain(profile.id);

    const read = await ada.call('GET', `/api/recurring-invoices/${profile.id}`);
    expect(read.body.data).toMatchObject({ id: profile.id, next_date: '2027-01-31' });

    const replaced = await ada.call(
      'PUT',
      `/api/recurring-invoices/${profile.id}`,
      body({ send_time: '17:30', time_zone: 'America/New_York', auto_send: true }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      send_time: '17:30',
      auto_send: true,
      // 17:30 in New York in winter (UTC-5).
      next_run_at: '2027-01-31T22:30:00.000Z',
    });

    expect((await ada.call('DELETE', `/api/recurring-invoices/${profile.id}`)).status).toBe(200);
    expect((await ada.call('GET', `/api/recurring-invoices/${profile.id}`)).status).toBe(404);
  });

  it('pauses, resumes and skips; an ended profile answers 409 documents.recurring_ended', async () => {
    const profile = await make(ada, { end: { type: 'on', date: '2027-02-28' } });
    const paused = await ada.call('POST', `/api/recurring-invoices/${profile.id}/pause`);
    expect(paused).toMatchObject({ status: 200, body: { data: { status: 'paused' } } });
    const resumed = await ada.call('POST', `/api/recurring-invoices/${profile.id}/resume`);
    expect(resumed).toMatchObject({
      status: 200,
      body: { data: { status: 'active', next_date: '2027-01-31' } },
    });
    const skipped = await ada.call('POST', `/api/recurring-invoices/${profile.id}/skip`);
    expect(skipped).toMatchObject({
      status: 200,
      body: { data: { status: 'active', next_date: '2027-02-28' } },
    });
    const ended = await ada.call('POST', `/api/recurring-invoices/${profile.id}/skip`);
    expect(ended).toMatchObject({
      status: 200,
      body: { data: { status: 'ended', next_date: null, next_run_at: null } },
    });
    for (const action of ['pause', 'resume', 'skip']) {
      expect(await ada.call('POST', `/api/recurring-invoices/${profile.id}/${action}`)).toMatchObject({
        status: 409,
        body: {
          success: false,
          code: 'documents.recurring_ended',
          error: 'This recurring profile has ended',
        },
      });
    }
  });

  it("takes the client's time zone when the profile names none, else the owner's default, UTC", async () => {
    const berlinClient = await ada.client('Berlin GmbH', { timeZone: 'Europe/Berlin' });
    const fromClient = await make(ada, {
      time_zone: '',
      invoice: { ...TEMPLATE, client_id: berlinClient },
    });
    expect(fromClient.time_zone).toBe('Europe/Berlin');
    const fromNobody = await make(ada, { time_zone: undefined });
    expect(fromNobody).toMatchObject({ time_zone: 'UTC', next_run_at: '2027-01-31T09:00:00.000Z' });
  });

  it.each([
    [{ frequency: 'fortnightly' }, 'request.invalid_body', /frequency must be one of weekly, biweekly/],
    [{ start_date: '2027-02-30' }, 'documents.invalid_input', /start_date must be a date/],
    [{ start_date: 'tomorrow' }, 'request.invalid_body', /start_date must be YYYY-MM-DD/],
    [{ time_zone: 'Mars/Olympus' }, 'documents.invalid_input', /Unknown time zone Mars\/Olympus/],
    [{ send_time: '25:00' }, 'request.invalid_body', /send_time must be HH:MM/],
    [{ due_days: -1 }, 'request.invalid_body', /due_days must be between 0 and 365/],
    [{ due_days: 366 }, 'request.invalid_body', /due_days must be between 0 and 365/],
    [{ end: { type: 'after', count: 0 } }, 'request.invalid_body', /end.count must be at least 1/],
    [{ end: { type: 'sometime' } }, 'request.invalid_body', /end.type must be never, after or on/],
    [
      { end: { type: 'on', date: '2026-12-31' } },
      'documents.invalid_input',
      /end date must be on or after the start/,
    ],
    [{ invoice: { ...TEMPLATE } }, 'documents.invalid_input', /needs a client_id/],
    [{ invoice: { ...TEMPLATE, client_id: 'x', currency: 'XXZ' } }, 'request.invalid_body', /currency/i],
  ])('refuses %o with 400 %s', async (overrides, code, message) => {
    const answer = await ada.call('POST', '/api/recurring-invoices', body(overrides));
    expect(answer).toMatchObject({ status: 400, body: { success: false, code } });
    expect(answer.body.error).toMatch(message);
  });

  it('refuses an invoice number, and a client that is not the caller’s (404)', async () => {
    const numbered = await ada.call('POST', '/api/recurring-invoices', {
      ...body(),
      invoice: { ...body().invoice, invoice_number: 'INV-9' },
    });
    expect(numbered).toMatchObject({ status: 400, body: { code: 'documents.invalid_input' } });
    const grace = stack.user();
    const foreign = await grace.call('POST', '/api/recurring-invoices', body());
    expect(foreign).toMatchObject({ status: 404, body: { code: 'clients.not_found' } });
  });

  it("is owner-scoped: another owner's profile is 404 on every route and absent from their list", async () => {
    const profile = await make(ada);
    const grace = stack.user();
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/pause'],
      ['POST', '/resume'],
      ['POST', '/skip'],
    ] as const) {
      const answer = await grace.call(
        method,
        `/api/recurring-invoices/${profile.id}${path}`,
        method === 'PUT' ? body() : undefined,
      );
      expect([method, path, answer.status, answer.body.code]).toEqual([
        method,
        path,
        404,
        expect.stringMatching(/not_found/),
      ]);
    }
    const graceList = (await grace.call('GET', '/api/recurring-invoices')).body.data as unknown as {
      profiles: Profile[];
    };
    expect(graceList.profiles).toEqual([]);
    expect((await ada.call('GET', `/api/recurring-invoices/${profile.id}`)).status).toBe(200);
    expect((await grace.call('GET', '/api/recurring-invoices/not-an-id')).status).toBe(404);
  });
});
