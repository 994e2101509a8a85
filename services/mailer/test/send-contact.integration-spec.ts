import type { INestMicroservice } from '@nestjs/common';
import { ContactCategory, ErrorCode, MailerRpc } from '@paydraft/contracts';
import { getModelToken, RpcError } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import { mailerDefinition } from '../src/mailer.definition';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from '../src/outbox/outbox-message.schema';

describe('mailer.send-contact over NATS', () => {
  let mailer: INestMicroservice;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;
  let outbox: Model<OutboxMessage>;

  beforeAll(async () => {
    mailer = await startTestService(mailerDefinition, {
      MONGO_DB_NAME: uniqueDbName('mailer'),
      MAIL_SALES_ADDRESS: 'sales@test.paydraft.app',
    });
    rpc = await createTestRpcClient();
    outbox = mailer.get(getModelToken(OUTBOX_MESSAGE_MODEL));
  });

  afterAll(async () => {
    await rpc.close();
    await mailer.close();
  });

  it('stores a contact message in the outbox, addressed to the mailbox of its category', async () => {
    const reply = await rpc.client.request(MailerRpc.sendContactMessage, {
      name: 'Zofia Nowak',
      email: 'zofia@example.pl',
      message: 'Do you offer yearly billing?',
      category: ContactCategory.SALES,
    });

    const stored = await outbox.findById(reply.messageId).lean();
    expect(stored).toMatchObject({
      to: 'sales@test.paydraft.app',
      replyTo: 'zofia@example.pl',
      state: 'queued',
      subject: '[Paydraft sales] from Zofia Nowak',
    });
    expect(stored?.text).toContain('Do you offer yearly billing?');
  });

  it('answers a rule violation with a typed INVALID_ARGUMENT error and stores nothing', async () => {
    // Contact rows only: account mails from events other suites left in the shared stream may land here too.
    const contactRows = () => outbox.countDocuments({ kind: 'contact' });
    const before = await contactRows();
    const failure = rpc.client.request(MailerRpc.sendContactMessage, {
      message: 'hi',
      category: ContactCategory.SUPPORT,
    });

    await expect(failure).rejects.toBeInstanceOf(RpcError);
    await expect(failure).rejects.toMatchObject({
      code: ErrorCode.INVALID_ARGUMENT,
      message: 'Either name or business is required. Email is required',
    });
    expect(await contactRows()).toBe(before);
  });
});
