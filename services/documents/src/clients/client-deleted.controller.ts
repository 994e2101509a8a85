import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ClientsEvents, type ClientDeleted } from '@paydraft/contracts';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';

/**
 * A deleted client's documents remain, unlinked. nest-kit's consumer runs this at most once per event
 * id in effect; a redelivery after a crash runs it again, which is harmless: unlinking what is already
 * unlinked changes nothing, and a deleted client can no longer be linked (clients.get says 404).
 */
@Controller()
export class ClientDeletedController {
  constructor(@InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>) {}

  @EventPattern(ClientsEvents.clientDeleted.subject)
  async onClientDeleted(@Payload() event: ClientDeleted) {
    if (!event.ownerId || !event.clientId) return;
    await this.documents.updateMany(
      { ownerId: event.ownerId, clientId: event.clientId },
      // updatedAt stays: unlinking is not the owner's edit, so the history's order does not move.
      { $set: { clientId: '' } },
      { timestamps: false },
    );
  }
}
