import { eventually } from '@paydraft/nest-kit/testing';
import { DocumentsStack, type TestUser } from './documents-stack';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The documents service's overdue sweep, part of the scheduler's run: every second here (SCHEDULER_TICK_MS). */
describe('overdue sweep', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start(['clients']);
    await stack.gateway.startService('documents', { SCHEDULER_TICK_MS: '1000' });
    ada = stack.user();
  });
  afterAll(() => stack.stop());

  const invoice = async (status: string, dueDate: string) =>
    (await ada.saveInvoice({ status, due_date: dueDate })).body.data;
  const statusOf = async (id: string) =>
    (await ada.call('GET', `/api/documents/invoice/${id}`)).body.data.status;

  it('marks an invoice past its due date with a balance overdue, and leaves a paid one and one not yet due', async () => {
    const paid = await invoice('sent', dayOf(-3));
    await ada.call('POST', `/api/documents/invoice/${paid.id}/payments`, {
      amount: '110.00',
      method: 'cash',
    });
    const draft = await invoice('draft', dayOf(-3));
    const notDue = await invoice('sent', dayOf(0));
    const late = await invoice('viewed', dayOf(-1));

    // Marked by a sweep that ran after every invoice above was saved.
    await eventually(async () => ((await statusOf(late.id)) === 'overdue' ? true : undefined));

    expect(await statusOf(paid.id)).toBe('paid');
    expect(await statusOf(draft.id)).toBe('draft');
    expect(await statusOf(notDue.id)).toBe('sent');
    // A payment that leaves a balance keeps it overdue.
    const payment = await ada.call('POST', `/api/documents/invoice/${late.id}/payments`, {
      amount: '10.00',
      method: 'cash',
    });
    expect(payment.body.data).toMatchObject({ invoice: { status: 'overdue', balance_due: '100.00' } });
  });
});
