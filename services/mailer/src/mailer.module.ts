import { Module, type DynamicModule } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { AccountMailController } from './account-mail/account-mail.controller';
import { AccountMailService } from './account-mail/account-mail.service';
import {
  APP_BASE_URL,
  DELIVERY_SETTINGS,
  deliverySettingsFrom,
  MAILBOXES,
  mailboxesFrom,
  type MailerEnv,
} from './config/mailer.config';
import { ContactController } from './contact/contact.controller';
import { ContactService } from './contact/contact.service';
import { DeliveryWorker } from './delivery/delivery-worker';
import { DocumentMailController } from './document-mail/document-mail.controller';
import { DocumentMailService } from './document-mail/document-mail.service';
import { DocumentPdf } from './document-mail/document-pdf';
import { MAIL_SENDER } from './delivery/mail-sender';
import { SendGridMailSender } from './delivery/sendgrid-mail-sender';
import { OUTBOX_MESSAGE_MODEL, outboxMessageSchema } from './outbox/outbox-message.schema';
import { OutboxService } from './outbox/outbox.service';
import { PaymentMailController } from './payment-mail/payment-mail.controller';
import { PaymentMailService } from './payment-mail/payment-mail.service';
import { ReceiptPdf } from './payment-mail/receipt-pdf';
import { ReminderMailController } from './reminder-mail/reminder-mail.controller';
import { ReminderMailService } from './reminder-mail/reminder-mail.service';

@Module({})
export class MailerModule {
  static register(config: MailerEnv): DynamicModule {
    const delivery = deliverySettingsFrom(config);
    return {
      module: MailerModule,
      imports: [MongoModule.forFeature([{ name: OUTBOX_MESSAGE_MODEL, schema: outboxMessageSchema }])],
      controllers: [
        ContactController,
        AccountMailController,
        DocumentMailController,
        PaymentMailController,
        ReminderMailController,
      ],
      providers: [
        ContactService,
        AccountMailService,
        DocumentMailService,
        DocumentPdf,
        PaymentMailService,
        ReceiptPdf,
        ReminderMailService,
        OutboxService,
        DeliveryWorker,
        { provide: MAILBOXES, useValue: mailboxesFrom(config) },
        { provide: APP_BASE_URL, useValue: config.APP_BASE_URL },
        { provide: DELIVERY_SETTINGS, useValue: delivery },
        // No provider configured: no sender, and the worker leaves the outbox as it is.
        {
          provide: MAIL_SENDER,
          useValue: delivery.provider ? new SendGridMailSender(delivery.provider) : null,
        },
      ],
    };
  }
}
