import { Module, type DynamicModule } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { MAILBOXES, mailboxesFrom, type MailerEnv } from './config/mailer.config';
import { ContactController } from './contact/contact.controller';
import { ContactService } from './contact/contact.service';
import { OUTBOX_MESSAGE_MODEL, outboxMessageSchema } from './outbox/outbox-message.schema';

@Module({})
export class MailerModule {
  static register(config: MailerEnv): DynamicModule {
    return {
      module: MailerModule,
      imports: [MongoModule.forFeature([{ name: OUTBOX_MESSAGE_MODEL, schema: outboxMessageSchema }])],
      controllers: [ContactController],
      providers: [ContactService, { provide: MAILBOXES, useValue: mailboxesFrom(config) }],
    };
  }
}
