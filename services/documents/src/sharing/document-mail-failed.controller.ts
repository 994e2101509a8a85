import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { MailerEvents, type DocumentMailFailed } from '@paydraft/contracts';
import { APP_LOGGER, InjectModel, moneyWrite } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { DOCUMENT_SEND_MODEL, type StoredDocumentSend } from './document-send.schema';

/**
 * A send whose email the mailer could not build did not send the document: a draft that send marked
 * sent goes back to draft. A document that moved on since (viewed, paid, edited to another status) is
 * left as it is. Running it twice changes nothing more than running it once.
 */
@Controller()
export class DocumentMailFailedController {
  constructor(
    @InjectModel(DOCUMENT_SEND_MODEL) private readonly sends: Model<StoredDocumentSend>,
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  @EventPattern(MailerEvents.documentMailFailed.subject)
  async onDocumentMailFailed(@Payload() event: DocumentMailFailed) {
    const send = await this.sends.findOne({ _id: event.sendId, ownerId: event.ownerId }).lean();
    if (!send?.markedSent) return;
    const reverted = await this.documents.updateOne(
      { _id: send.documentId, ownerId: send.ownerId, status: 'sent' },
      { $set: { status: 'draft' } },
      // An invoice's status is money (docs/operations/mongodb.md); the send row does not keep the type.
      moneyWrite(),
    );
    this.logger.warn(
      {
        sendId: event.sendId,
        documentId: send.documentId,
        reason: event.reason,
        reverted: reverted.modifiedCount,
      },
      "the document's email could not be built; its send is undone",
    );
  }
}
