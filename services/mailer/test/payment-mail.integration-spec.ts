import type { INestMicroservice } from '@nestjs/common';
import { AuthRpc, DocumentsEvents, type PaymentRecorded } from '@paydraft/contracts';
import { EventPublisher } from '@paydraft/nest-kit';
import {
  connectTestClient,
  createTestRpcClient,
  eventually,
  startTestService,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { NatsConnection } from 'nats';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentRecordedSchema } from '@paydraft/contracts';
import { startMailCapture, type MailCapture } from '../../../infra/mail-capture/src/mail-capture-server';
import { authDefinition } from '../../auth/src/auth.definition';
import { pdfRenderDefinition } from '../../pdf-render/src/pdf-render.definition';
import { mailerDefinition } from '../src/mailer.definition';

const API_KEY = 'SG.payment-mail-test';
const APP = 'https://app.paydraft.test';

/** The text of a PDF, as a reader's copy-paste would give it, its columns' spaces collapsed. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'payment-mail-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
    return text.replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type PaymentEvent = Exclude<MessageInitShape<typeof PaymentRecordedSchema>, PaymentRecorded>;

describe('mailer: the receipt and the payment notice (documents.payment.recorded)', () => {
  let capture: MailCapture;
  const apps: INestMicroservice[] = [];
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;
  let connection: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    capture = await startMailCapture({ apiKey: API_KEY });
    apps.push(
      await startTestService(mailerDefinition, {
        MONGO_DB_NAME: uniqueDbName('mailer'),
        SENDGRID_API_KEY: API_KEY,
        SENDGRID_BASE_URL: capture.url,
        APP_BASE_URL: APP,
        MAIL_POLL_MS: '50',
        RPC_TIMEOUT_MS: '10000',
      }),
      await startTestService(authDefinition, { MONGO_DB_NAME: uniqueDbName('auth') }),
      await startTestService(pdfRenderDefinition, {}),
    );
    rpc = await createTestRpcClient(10_000);
    connection = await connectTestClient('payment-mail-test');
    publisher = new EventPublisher(connection);
  }, 60_000);

  afterAll(async () => {
    await connection.drain();
    await rpc.close();
    for (const app of apps) await app.close();
    await capture.close();
  });

  async function owner() {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const session = await rpc.client.request(AuthRpc.signup, {
      email,
      username: `owner${randomUUID().slice(0, 8)}`,
      password: 'a long enough password',
    });
    return { id: session.user!.id, email };
  }

  const client = () => `client-${randomUUID().slice(0, 8)}@example.com`;

  /** A first bank transfer of €400.00 on Ada's invoice of €1,050.11, the receipt asked for. */
  const payment = (ownerId: string, overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({
    ownerId,
    invoiceId: randomUUID(),
    invoiceNumber: 'INV-0007',
    paymentId: randomUUID(),
    amount: '400.00',
    currency: 'EUR',
    date: '2026-11-26',
    method: 'bank_transfer',
    reference: 'SEPA 88231',
    balanceDue: '650.11',
    source: 'manual',
    sendReceipt: true,
    receiptEmail: client(),
    businessName: 'Ada Studio',
    businessEmail: 'billing@ada.example',
    needsReview: false,
    seller: { name: 'Ada Studio GmbH', addressLines: ['Torstraße 12'], city: 'Berlin', country: 'DE' },
    buyer: { name: 'Engines Ltd', city: 'London', country: 'GB' },
    senderInfo: JSON.stringify({ name: 'Ada Studio GmbH', city: 'Berlin' }),
    receiverInfo: 'Engines Ltd\nLondon',
    invoiceDate: '2026-11-20',
    invoiceTotal: '1050.11',
    ...overrides,
  });

  const mailTo = (address: string, subject?: string) =>
    eventually(
      async () =>
        capture
          .mails()
          .find((mail) => mail.to.includes(address) && (!subject || mail.subject.includes(subject))),
      20_000,
    );
  const mailsTo = (address: string) => capture.mails().filter((mail) => mail.to.includes(address));

  /**
   * A marker payment's receipt: the subject's events are handled in order, so once its mail is out,
   * every event published before it was handled.
   */
  async function untilHandled(ownerId: string) {
    const marker = payment(ownerId);
    await publisher.publish(DocumentsEvents.paymentRecorded, marker);
    await mailTo(marker.receiptEmail!);
  }

  it('mails the client a receipt with its PDF, under the business name, once however often the event comes', async () => {
    const ada = await owner();
    const event = payment(ada.id);

    await publisher.publish(DocumentsEvents.paymentRecorded, event);
    const mail = await mailTo(event.receiptEmail!);
    // Redelivered under new event ids (a publisher retry after a lost ack).
    await publisher.publish(DocumentsEvents.paymentRecorded, event);
    await publisher.publish(DocumentsEvents.paymentRecorded, event);
    await untilHandled(ada.id);

    expect(mailsTo(event.receiptEmail!)).toHaveLength(1);
    expect(mail).toMatchObject({
      fromName: 'Ada Studio',
      replyTo: 'billing@ada.example',
      subject: 'Receipt for invoice INV-0007',
      attachments: ['receipt-INV-0007.pdf'],
    });
    expect(mail.attachmentFiles[0].type).toBe('application/pdf');
    expect(mail.text).toContain('Ada Studio received your payment of €400.00 for invoice INV-0007.');
    expect(mail.text).toContain('Method: Bank transfer\nReference: SEPA 88231\nBalance due: €650.11');
    const receipt = pdfText(capture.attachment(mail.id, 0)!);
    for (const expected of [
      'RECEIPT',
      'Ada Studio GmbH',
      'Engines Ltd',
      'Payment for invoice INV-0007 of November 20, 2026',
      'Method Bank transfer',
      `Receipt no. ${event.paymentId!.slice(0, 8).toUpperCase()}`,
      'Invoice total €1,050.11',
      'Amount received €400.00',
      'Balance due €650.11',
    ]) {
      expect(receipt).toContain(expected);
    }
    // A manual payment is the owner's own doing: no notice to them.
    expect(mailsTo(ada.email)).toEqual([]);
  });

  it('mails nothing to the client when no receipt was asked for, nor for a refund adjustment', async () => {
    const ada = await owner();
    const quiet = payment(ada.id, { sendReceipt: false });
    const refund = payment(ada.id, { amount: '-50.00', source: 'stripe', method: 'card' });

    await publisher.publish(DocumentsEvents.paymentRecorded, quiet);
    await publisher.publish(DocumentsEvents.paymentRecorded, refund);
    await untilHandled(ada.id);

    expect(mailsTo(quiet.receiptEmail!)).toEqual([]);
    expect(mailsTo(refund.receiptEmail!)).toEqual([]);
    expect(mailsTo(ada.email)).toEqual([]);
  });

  it("tells the owner of a card payment, once, and the payer gets a receipt saying 'Paid in full'", async () => {
    const ada = await owner();
    const card = payment(ada.id, { source: 'stripe', method: 'card', balanceDue: '0.00', amount: '1050.11' });

    await publisher.publish(DocumentsEvents.paymentRecorded, card);
    const notice = await mailTo(ada.email, 'Payment received');
    await publisher.publish(DocumentsEvents.paymentRecorded, card);
    await untilHandled(ada.id);

    expect(mailsTo(ada.email)).toHaveLength(1);
    expect(notice.subject).toBe('Payment received for invoice INV-0007');
    expect(notice.text).toContain(
      'Your client paid €1,050.11 by card for invoice INV-0007 on November 26, 2026. The invoice is now paid in full.',
    );
    expect(notice.text).toContain(`Open document history: ${APP}/dashboard?section=history`);
    const receipt = await mailTo(card.receiptEmail!);
    expect(receipt.text).toContain('Method: Card');
    expect(pdfText(capture.attachment(receipt.id, 0)!)).toContain('Paid in full');
  });

  it('flags a card payment that reached another Stripe account as needing review', async () => {
    const ada = await owner();
    const card = payment(ada.id, { source: 'stripe', method: 'card', needsReview: true });

    await publisher.publish(DocumentsEvents.paymentRecorded, card);

    const notice = await mailTo(ada.email, 'Needs review');
    expect(notice.subject).toBe('Needs review: payment received for invoice INV-0007');
    expect(notice.text).toContain('Balance due: €650.11.');
  });
});
