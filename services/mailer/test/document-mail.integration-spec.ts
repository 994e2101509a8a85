import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import {
  AuthRpc,
  CallerSchema,
  DocumentsEvents,
  DocumentsRpc,
  EVENTS_STREAM,
  Plan,
  type Document,
} from '@paydraft/contracts';
import {
  EventPublisher,
  eventConsumerName,
  getModelToken,
  runInRequestContext,
  type RpcClient,
} from '@paydraft/nest-kit';
import {
  connectTestClient,
  createTestRpcClient,
  eventually,
  startTestService,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import type { NatsConnection } from 'nats';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CapturedMail } from '../../../infra/mail-capture/src/captured-mail';
import { startMailCapture, type MailCapture } from '../../../infra/mail-capture/src/mail-capture-server';
import { authDefinition } from '../../auth/src/auth.definition';
import { billingDefinition } from '../../billing/src/billing.definition';
import { LIFETIME_PURCHASE_MODEL } from '../../billing/src/lifetime/lifetime-purchase.schema';
import { documentsDefinition } from '../../documents/src/documents.definition';
import { DOCUMENT_MODEL } from '../../documents/src/documents/document.schema';
import { pdfRenderDefinition } from '../../pdf-render/src/pdf-render.definition';
import { WATERMARK_TEXT } from '../../pdf-render/src/render/layout/page-frame';
import { mailerDefinition } from '../src/mailer.definition';
import { recordEvents } from './mail-events';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from '../src/outbox/outbox-message.schema';

const API_KEY = 'SG.document-mail-test';
const APP = 'https://app.paydraft.test';

/** The text of a PDF, as a reader's copy-paste would give it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'document-mail-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('mailer: the document email and the owner notifications (documents events)', () => {
  let capture: MailCapture;
  const apps: INestMicroservice[] = [];
  let mailer: INestMicroservice;
  let billing: INestMicroservice;
  let pdfRender: INestMicroservice;
  let outbox: Model<OutboxMessage>;
  let rpc: { client: RpcClient; close: () => Promise<void> };
  let connection: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    capture = await startMailCapture({ apiKey: API_KEY });
    mailer = await startTestService(mailerDefinition, {
      MONGO_DB_NAME: uniqueDbName('mailer'),
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_BASE_URL: capture.url,
      APP_BASE_URL: APP,
      MAIL_POLL_MS: '50',
      RPC_TIMEOUT_MS: '10000',
    });
    billing = await startTestService(billingDefinition, { MONGO_DB_NAME: uniqueDbName('billing') });
    apps.push(
      mailer,
      billing,
      await startTestService(documentsDefinition, { MONGO_DB_NAME: uniqueDbName('documents') }),
      await startTestService(authDefinition, {
        MONGO_DB_NAME: uniqueDbName('auth'),
      }),
    );
    pdfRender = await startTestService(pdfRenderDefinition, {});
    outbox = mailer.get(getModelToken(OUTBOX_MESSAGE_MODEL));
    rpc = await createTestRpcClient(10_000);
    connection = await connectTestClient('document-mail-test');
    publisher = new EventPublisher(connection);
  }, 60_000);

  afterAll(async () => {
    await connection.drain();
    await rpc.close();
    for (const app of [...apps, pdfRender]) await app.close();
    await capture.close();
  });

  /** A new account; with `lifetime`, billing holds a paid Lifetime purchase for it. */
  async function owner(options: { businessName?: string; businessEmail?: string; lifetime?: boolean } = {}) {
    const email = `Owner-${randomUUID().slice(0, 8)}@Example.com`;
    const session = await rpc.client.request(AuthRpc.signup, {
      email,
      username: `owner${randomUUID().slice(0, 8)}`,
      password: 'a long enough password',
    });
    const id = session.user!.id;
    const as = <T>(work: () => Promise<T>) =>
      runInRequestContext(
        { requestId: randomUUID(), caller: create(CallerSchema, { userId: id, plan: Plan.PRO }) },
        work,
      );
    if (options.businessName !== undefined) {
      await as(() =>
        rpc.client.request(DocumentsRpc.savePreferences, {
          preferences: {
            businessName: options.businessName,
            businessEmail: options.businessEmail ?? '',
            defaultCurrency: 'USD',
            taxRate: '0',
            invoicePrefix: 'INV-',
            nextInvoiceNumber: 1,
            quotePrefix: 'QUO-',
            nextQuoteNumber: 1,
          },
        }),
      );
    }
    if (options.lifetime) {
      await billing
        .get<Model<unknown>>(getModelToken(LIFETIME_PURCHASE_MODEL))
        .create({ _id: `pi_${randomUUID()}`, userId: id, paid: true, amount: 9900 });
    }
    const save = async (documentType: 'invoice' | 'quote'): Promise<Document> => {
      const { document } = await as(() =>
        rpc.client.request(DocumentsRpc.create, {
          documentType,
          fields: {
            currency: 'USD',
            issueDate: '2026-11-01',
            senderInfo: 'Ada Studio\nLondon',
            receiverInfo: 'Engines Ltd',
            items: [{ description: 'Design', qty: '2', price: '50' }],
          },
        }),
      );
      return document!;
    };
    const send = (document: Document, recipient: string, subject = 'Your document', message = 'Hello') =>
      as(() =>
        rpc.client.request(DocumentsRpc.sendDocument, {
          documentType: document.documentType,
          id: document.id,
          recipient,
          subject,
          message,
        }),
      );
    const status = async (document: Document) =>
      (
        await as(() =>
          rpc.client.request(DocumentsRpc.get, { documentType: document.documentType, id: document.id }),
        )
      ).document!.status;
    return { id, email, save, send, status };
  }

  const mailTo = (address: string, subject?: string) =>
    eventually(
      async () =>
        capture
          .mails()
          .find((mail) => mail.to.includes(address) && (!subject || mail.subject.includes(subject))),
      20_000,
    );
  const mailsTo = (address: string) => capture.mails().filter((mail) => mail.to.includes(address));
  const attachedPdf = (mail: CapturedMail) => capture.attachment(mail.id, 0)!;
  const recipient = () => `client-${randomUUID().slice(0, 8)}@example.com`;

  it("sends the document under the owner's business name, reply-to the owner, with the link and its PDF", async () => {
    const ada = await owner({ businessName: 'Ada <Studio>' });
    const quote = await ada.save('quote');
    const to = recipient();

    const { link } = await ada.send(quote, to, 'Quote for the engine', 'Dear Grace,\n<b>see</b> the quote.');

    const mail = await mailTo(to);
    const view = `${APP}/view/quote/${link!.token}`;
    expect(mail).toMatchObject({
      from: 'no-reply@paydraft.app',
      fromName: 'Ada <Studio>',
      replyTo: ada.email,
      subject: 'Quote for the engine',
    });
    expect(mail.text).toContain('Dear Grace,\n<b>see</b> the quote.');
    expect(mail.text).toContain(`View quote ${quote.documentNumber}: ${view}`);
    expect(mail.text).toContain(`The PDF of quote ${quote.documentNumber} is attached`);
    expect(mail.html).toContain(`href="${view}"`);
    expect(mail.html).toContain('Dear Grace,<br/>&lt;b&gt;see&lt;/b&gt; the quote.');
    expect(mail.attachmentFiles).toEqual([
      expect.objectContaining({ filename: `quote-${quote.documentNumber}.pdf`, type: 'application/pdf' }),
    ]);
    const text = pdfText(attachedPdf(mail));
    expect(text).toContain(quote.documentNumber);
    expect(text).toContain('Engines Ltd');
    // Ada has no plan in billing: her client's PDF carries the free watermark, as her own would.
    expect(text).toContain(WATERMARK_TEXT);
  });

  it("replies to the business email of the owner's form preferences, under the business name", async () => {
    const ada = await owner({ businessName: 'Ada Studio', businessEmail: 'billing@ada.example' });
    const to = recipient();

    await ada.send(await ada.save('invoice'), to);

    expect(await mailTo(to)).toMatchObject({
      from: 'no-reply@paydraft.app',
      fromName: 'Ada Studio',
      replyTo: 'billing@ada.example',
    });
  });

  it("leaves the watermark off an entitled owner's PDF and falls back to the account email without preferences", async () => {
    const grace = await owner({ lifetime: true });
    const invoice = await grace.save('invoice');
    const to = recipient();

    await grace.send(invoice, to);

    const mail = await mailTo(to);
    expect(mail).toMatchObject({ fromName: grace.email, replyTo: grace.email });
    expect(mail.attachments).toEqual([`invoice-${invoice.documentNumber}.pdf`]);
    const text = pdfText(attachedPdf(mail));
    expect(text).toContain(invoice.documentNumber);
    expect(text).not.toContain(WATERMARK_TEXT);
  });

  /** Until the mailer's send consumer has had a send handed back and delivered again: a try failed. */
  async function untilSendTriedAgain() {
    const consumers = (await connection.jetstreamManager()).consumers;
    const name = eventConsumerName('mailer', DocumentsEvents.sendRequested.subject);
    const redelivered = async () => (await consumers.info(EVENTS_STREAM, name)).num_redelivered;
    const before = await redelivered();
    await eventually(async () => ((await redelivered()) > before ? true : undefined));
  }

  it('waits for pdf-render when it is away, rather than mailing the document without its PDF', async () => {
    const ada = await owner({ businessName: 'Ada Studio' });
    const invoice = await ada.save('invoice');
    const to = recipient();
    await pdfRender.close();
    try {
      await ada.send(invoice, to);
      await untilSendTriedAgain();
      expect(mailsTo(to)).toEqual([]);
    } finally {
      pdfRender = await startTestService(pdfRenderDefinition, {});
    }

    const mail = await mailTo(to);
    expect(mailsTo(to)).toHaveLength(1);
    expect(pdfText(attachedPdf(mail))).toContain(invoice.documentNumber);
  });

  it('puts the document back to draft, and mails nothing, when pdf-render refuses to draw it', async () => {
    const ada = await owner({ businessName: 'Ada Studio' });
    const invoice = await ada.save('invoice');
    // A stored document pdf-render cannot draw (a currency it does not know), as no save makes one today.
    const documents = apps[2].get<Model<{ currency: string }>>(getModelToken(DOCUMENT_MODEL));
    await documents.updateOne({ _id: invoice.id, ownerId: ada.id }, { $set: { currency: 'XXQ' } });
    const to = recipient();

    const { document } = await ada.send(invoice, to);

    expect(document?.status).toBe('sent');
    await eventually(async () => ((await ada.status(invoice)) === 'draft' ? true : undefined), 20_000);
    expect(mailsTo(to)).toEqual([]);
  });

  it('sends once for a redelivered send request, and keeps only the envelope once delivered', async () => {
    const ada = await owner({ businessName: 'Ada Studio' });
    const quote = await ada.save('quote');
    const to = recipient();
    const sent = await recordEvents(DocumentsEvents.sendRequested);
    try {
      await ada.send(quote, to);
      const first = await mailTo(to);
      const event = await eventually(async () => sent.seen.find((e) => e.recipient === to));

      // The same request again under a new event id (a publisher retry after a lost ack), then a marker:
      // the subject's events are handled in order, so once the marker's mail is out the repeat was handled.
      await publisher.publish(DocumentsEvents.sendRequested, event);
      const marker = recipient();
      await ada.send(quote, marker);
      await mailTo(marker);

      expect(mailsTo(to)).toHaveLength(1);
      expect(mailsTo(to)[0].id).toBe(first.id);
      const row = await eventually(async () => {
        const found = await outbox.findOne({ to, state: 'delivered' }).lean();
        return found ?? undefined;
      });
      expect(row.attachments).toBeUndefined();
      expect(row.html).toBeUndefined();
      expect(row.text).not.toContain(event.token);
      expect(row).toMatchObject({ kind: 'document', fromName: 'Ada Studio', replyTo: ada.email });
    } finally {
      await sent.close();
    }
  });

  it('tells the owner when a client accepts a quote (once), and the PDF sent afterwards shows the acceptance', async () => {
    const ada = await owner({ businessName: 'Ada Studio' });
    const quote = await ada.save('quote');
    const { link } = await ada.send(quote, recipient());
    const decisions = await recordEvents(DocumentsEvents.quoteAccepted);
    try {
      await rpc.client.request(DocumentsRpc.acceptQuote, { token: link!.token, signerName: 'Grace Hopper' });

      const notice = await mailTo(ada.email, 'was accepted');
      expect(notice.subject).toBe(`Quote ${quote.documentNumber} was accepted by Grace Hopper`);
      expect(notice.replyTo).toBeUndefined();
      expect(notice.text).toContain(`Grace Hopper accepted quote ${quote.documentNumber} on `);
      expect(notice.text).toContain(`Open document history: ${APP}/dashboard?section=history`);
      expect(notice.html).toContain(`href="${APP}/dashboard?section=history"`);

      // Redelivered under a new event id: still one notification.
      const event = await eventually(async () => decisions.seen.find((e) => e.documentId === quote.id));
      await publisher.publish(DocumentsEvents.quoteAccepted, event);
      const later = await ada.save('quote');
      const { link: laterLink } = await ada.send(later, recipient());
      await rpc.client.request(DocumentsRpc.acceptQuote, { token: laterLink!.token, signerName: 'Marker' });
      await mailTo(ada.email, `Quote ${later.documentNumber} was accepted`);
      expect(mailsTo(ada.email).filter((mail) => mail.subject === notice.subject)).toHaveLength(1);

      // Sent again once accepted, the quote's PDF carries the acceptance line.
      const to = recipient();
      await ada.send(quote, to);
      expect(pdfText(attachedPdf(await mailTo(to)))).toMatch(/Accepted by Grace Hopper on/);
    } finally {
      await decisions.close();
    }
  });

  it('tells the owner when a client rejects a quote', async () => {
    const ada = await owner();
    const quote = await ada.save('quote');
    const { link } = await ada.send(quote, recipient());

    await rpc.client.request(DocumentsRpc.rejectQuote, { token: link!.token, signerName: '' });

    const notice = await mailTo(ada.email, 'was rejected');
    expect(notice.subject).toBe(`Quote ${quote.documentNumber} was rejected`);
    expect(notice.text).toContain(`Your client rejected quote ${quote.documentNumber} on `);
  });
});
