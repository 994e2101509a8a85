import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  AuthRpc,
  ErrorCode,
  ReminderMailRequestedSchema,
  type ReminderMailRequested,
  type RpcContract,
} from '@paydraft/contracts';
import { RpcError, type RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type { OutboxService, QueuedMail } from '../outbox/outbox.service';
import { ReminderMailService } from './reminder-mail.service';

const BASE_URL = 'https://app.paydraft.test';

type Requested = Exclude<MessageInitShape<typeof ReminderMailRequestedSchema>, ReminderMailRequested>;

const requested = (overrides: Requested = {}) =>
  create(ReminderMailRequestedSchema, {
    mailId: 'reminder:inv-1:2',
    ownerId: 'owner-1',
    documentType: 'invoice',
    documentId: 'inv-1',
    documentNumber: 'INV-7',
    token: 'tok_en-1',
    recipient: ' grace@example.com ',
    reminder: 2,
    balanceDue: '1225',
    currency: 'EUR',
    dueDate: '2026-03-05',
    daysLate: 12,
    payNow: true,
    lateFee: '25',
    businessName: 'Ada Studio',
    businessEmail: 'billing@ada.example',
    ...overrides,
  });

const silentLogger = { child: () => silentLogger, warn: () => undefined } as unknown as Logger;

/** The service with an outbox that records what it queues, and an account service that answers `contact`. */
function harness({ queued = false, contact = () => ({ email: 'ada@example.com', username: 'ada' }) } = {}) {
  const mails: { key: string; mail: QueuedMail }[] = [];
  const outbox = {
    hasMailFor: async () => queued,
    enqueueForEvent: async (key: string, mail: QueuedMail) => {
      mails.push({ key, mail });
      return 'row-1';
    },
  } as unknown as OutboxService;
  const calls: string[] = [];
  const rpc = {
    request: async (contract: RpcContract) => {
      calls.push(contract.subject);
      if (contract.subject !== AuthRpc.contact.subject) throw new Error(`unexpected ${contract.subject}`);
      return contact();
    },
  } as unknown as RpcClient;
  return { service: new ReminderMailService(outbox, rpc, BASE_URL, silentLogger), mails, calls };
}

describe('ReminderMailService', () => {
  it("queues the reminder under the event's mail_id, to the client, from the business, Reply-To its email", async () => {
    const { service, mails } = harness();
    await service.sendReminder(requested());

    expect(mails).toEqual([
      {
        key: 'reminder:inv-1:2',
        mail: {
          to: 'grace@example.com',
          fromName: 'Ada Studio',
          replyTo: 'billing@ada.example',
          data: {
            kind: 'reminder',
            documentType: 'invoice',
            documentNumber: 'INV-7',
            senderName: 'Ada Studio',
            amount: '€1,225.00',
            dueDate: 'March 5, 2026',
            daysLate: 12,
            viewUrl: 'https://app.paydraft.test/view/invoice/tok_en-1',
            payNow: true,
            lateFee: '€25.00',
          },
        },
      },
    ]);
  });

  it("writes the amounts and the due date in the event's language, and marks the mail with it", async () => {
    const { service, mails } = harness();
    await service.sendReminder(requested({ language: 'de-DE', balanceDue: '1234.56' }));

    expect(mails[0]?.mail.data).toMatchObject({
      language: 'de-DE',
      amount: '1.234,56\u00a0€',
      dueDate: '5. März 2026',
      lateFee: '25,00\u00a0€',
    });
  });

  it('writes English for an event without a language, or with one we do not write', async () => {
    for (const language of ['', 'tlh-KX']) {
      const { service, mails } = harness();
      await service.sendReminder(requested({ language }));

      expect(mails[0]?.mail.data).toMatchObject({ amount: '€1,225.00', dueDate: 'March 5, 2026' });
      expect(mails[0]?.mail.data).not.toHaveProperty('language', expect.anything());
    }
  });

  it("falls back to the owner's account email for a business email that is no address, and for no business name", async () => {
    const { service, mails } = harness();
    await service.sendReminder(requested({ businessEmail: 'call us', businessName: '' }));

    expect(mails[0]?.mail).toMatchObject({ fromName: 'ada@example.com', replyTo: 'ada@example.com' });
  });

  it('never offers Pay now or a late fee on a quote', async () => {
    const { service, mails } = harness();
    await service.sendReminder(requested({ documentType: 'quote', payNow: true, lateFee: '25' }));

    expect(mails[0]?.mail.data).toMatchObject({
      documentType: 'quote',
      payNow: false,
      lateFee: '',
      viewUrl: 'https://app.paydraft.test/view/quote/tok_en-1',
    });
  });

  it('asks nothing again for a mail already queued', async () => {
    const { service, mails, calls } = harness({ queued: true });
    await service.sendReminder(requested());

    expect(mails).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sends nothing to a recipient that is no address, nor for an owner who is gone', async () => {
    const noAddress = harness();
    await noAddress.service.sendReminder(requested({ recipient: 'grace at example' }));
    expect(noAddress.mails).toEqual([]);

    const gone = harness({
      contact: () => {
        throw new RpcError(ErrorCode.NOT_FOUND, 'gone', AuthRpc.contact.subject);
      },
    });
    await gone.service.sendReminder(requested());
    expect(gone.mails).toEqual([]);
  });

  it.each([
    [{ mailId: '' }, 'no mail_id'],
    [{ documentType: 'credit_note' }, "unknown document_type 'credit_note'"],
    [{ token: '' }, 'no token'],
    [{ dueDate: '5 March' }, "due_date '5 March' is not YYYY-MM-DD"],
  ])(
    'refuses an event that breaks the contract (%j), so it is retried and dead-lettered, not mailed',
    async (overrides, problem) => {
      const { service, mails } = harness();
      await expect(service.sendReminder(requested(overrides))).rejects.toThrow(problem);
      expect(mails).toEqual([]);
    },
  );
});
