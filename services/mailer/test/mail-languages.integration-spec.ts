import type { MessageInitShape } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import {
  AuthRpc,
  DocumentsEvents,
  type PaymentRecorded,
  type PaymentRecordedSchema,
  type ReminderMailRequested,
  type ReminderMailRequestedSchema,
} from '@paydraft/contracts';
import { EventPublisher } from '@paydraft/nest-kit';
import {
  connectTestClient,
  createTestRpcClient,
  eventually,
  startTestService,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { startMailCapture, type MailCapture } from '../../../infra/mail-capture/src/mail-capture-server';
import { authDefinition } from '../../auth/src/auth.definition';
import { pdfRenderDefinition } from '../../pdf-render/src/pdf-render.definition';
import { mailerDefinition } from '../src/mailer.definition';

const API_KEY = 'SG.mail-languages-test';
const APP = 'https://app.paydraft.test';

type PaymentEvent = Exclude<MessageInitShape<typeof PaymentRecordedSchema>, PaymentRecorded>;
type ReminderEvent = Exclude<MessageInitShape<typeof ReminderMailRequestedSchema>, ReminderMailRequested>;

/** What a client and an owner read, through the mailer and the provider's API (the capture server). */
describe('mailer: mails in the language of their reader', () => {
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
    connection = await connectTestClient('mail-languages-test');
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
      username: `ada${randomUUID().slice(0, 8)}`,
      password: 'a long enough password',
    });
    return { id: session.user!.id, email };
  }

  const client = () => `client-${randomUUID().slice(0, 8)}@example.com`;
  const mailTo = (address: string) =>
    eventually(async () => capture.mails().find((mail) => mail.to.includes(address)), 20_000);

  it("sends a German invoice's client the receipt in German, and tells the French owner of the card payment in French", async () => {
    const ada = await owner();
    const event: PaymentEvent = {
      ownerId: ada.id,
      invoiceId: randomUUID(),
      invoiceNumber: 'RE-7',
      paymentId: randomUUID(),
      amount: '1234.56',
      currency: 'EUR',
      date: '2026-03-05',
      method: 'card',
      balanceDue: '0',
      source: 'stripe',
      sendReceipt: true,
      receiptEmail: client(),
      businessName: 'Ada Studio',
      seller: { name: 'Ada Studio GmbH', city: 'Berlin', country: 'DE' },
      buyer: { name: 'Engines GmbH', city: 'München', country: 'DE' },
      invoiceDate: '2026-03-01',
      invoiceTotal: '1234.56',
      language: 'de-DE',
      ownerLanguage: 'fr-FR',
    };
    await publisher.publish(DocumentsEvents.paymentRecorded, event);

    const receipt = await mailTo(event.receiptEmail!);
    expect(receipt.subject).toBe('Quittung für Rechnung RE-7');
    expect(receipt.text).toContain(
      'Ada Studio hat Ihre Zahlung von 1.234,56\u00a0€ für Rechnung RE-7 erhalten.',
    );
    expect(receipt.text).toContain('Datum: 5. März 2026\nZahlungsart: Karte');
    expect(receipt.text).toContain('Offener Betrag: Vollständig bezahlt');
    expect(receipt.html).toContain('<html lang="de-DE" dir="ltr">');
    expect(receipt.attachments).toEqual(['receipt-RE-7.pdf']);

    const notice = await mailTo(ada.email);
    expect(notice.subject).toBe('Paiement reçu pour la facture RE-7');
    expect(notice.text).toContain(
      'Votre client a payé 1\u202f234,56\u00a0€ par carte pour la facture RE-7 le 5 mars 2026.',
    );
    expect(notice.text).toContain('La facture est désormais payée intégralement.');
    expect(notice.html).toContain('<html lang="fr-FR" dir="ltr">');
  });

  it('reminds a German client in German and an Arabic one right to left', async () => {
    const { id: ownerId } = await owner();
    const reminder = (language: string): ReminderEvent => {
      const documentId = randomUUID();
      return {
        mailId: `reminder:${documentId}:2`,
        ownerId,
        documentType: 'invoice',
        documentId,
        documentNumber: 'RE-7',
        token: `tok_${randomUUID()}`,
        recipient: client(),
        reminder: 2,
        balanceDue: '1234.56',
        currency: 'EUR',
        dueDate: '2026-03-05',
        daysLate: 12,
        payNow: true,
        lateFee: '25',
        businessName: 'Ada Studio',
        language,
      };
    };
    const german = reminder('de-DE');
    const arabic = reminder('ar-SA');
    await publisher.publish(DocumentsEvents.reminderMailRequested, german);
    await publisher.publish(DocumentsEvents.reminderMailRequested, arabic);

    const mail = await mailTo(german.recipient!);
    expect(mail.subject).toBe('Erinnerung: Rechnung RE-7 war am 5. März 2026 fällig, vor 12 Tagen');
    expect(mail.text).toContain('Offener Betrag: 1.234,56\u00a0€\nFälligkeitsdatum: 5. März 2026');
    expect(mail.text).toContain(`Jetzt bezahlen: ${APP}/view/invoice/${german.token}`);

    const mirrored = await mailTo(arabic.recipient!);
    expect(mirrored.subject).toContain('تذكير: الفاتورة RE-7');
    expect(mirrored.html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(mirrored.html).toContain('>ادفع الآن<');
  });
});
