import { DocumentsStack, type TestUser } from './documents-stack';

/** An invoice's own reminders (docs/reminders.md): saved with the invoice, answered with it. */
describe('an invoice’s own reminders: POST/PUT /api/documents/invoice', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  it('keeps its own rules, [] for none, and null to follow the preferences', async () => {
    const rules = [
      { days: 3, anchor: 'before_due' },
      { days: 0, anchor: 'on_due' },
      { days: 7, anchor: 'after_due' },
    ];
    const created = await ada.saveInvoice({ reminders: rules });
    expect(created.status).toBe(201);
    expect(created.body.data.reminders).toEqual(rules);
    const id = created.body.data.id;

    const none = await ada.call('PUT', `/api/documents/invoice/${id}`, {
      ...created.body.data,
      reminders: [],
    });
    expect(none.body.data.reminders).toEqual([]);
    expect((await ada.call('GET', `/api/documents/invoice/${id}`)).body.data.reminders).toEqual([]);

    const inherited = await ada.call('PUT', `/api/documents/invoice/${id}`, {
      ...none.body.data,
      reminders: null,
    });
    expect(inherited.body.data.reminders).toBeNull();
    expect((await ada.saveInvoice()).body.data.reminders).toBeNull();
  });

  it.each([
    [[{ days: 3, anchor: 'someday' }], 'Reminder anchor must be one of before_due, on_due, after_due'],
    [[{ days: 400, anchor: 'after_due' }], 'Reminder days must be a whole number from 0 to 365'],
    [
      [1, 2, 3, 4].map((days) => ({ days, anchor: 'after_due' })),
      'Reminders must be a list of at most 3 entries of { days, anchor }',
    ],
    ['weekly', 'Reminders must be a list of at most 3 entries of { days, anchor }'],
  ])('refuses reminders %j with a 400: %s', async (reminders, message) => {
    const refused = await ada.saveInvoice({ reminders });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(message);
  });
});
