import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, type UserDeleted } from '@paydraft/contracts';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { CLIENT_MODEL, type ClientRecord } from './client.schema';

/**
 * A deleted account's clients are erased. No clients.client.deleted follows: the owner's documents
 * go with the account. A redelivery finds nothing left.
 */
@Controller()
export class UserDeletedController {
  constructor(@InjectModel(CLIENT_MODEL) private readonly clients: Model<ClientRecord>) {}

  @EventPattern(AuthEvents.userDeleted.subject)
  async onUserDeleted(@Payload() event: UserDeleted) {
    if (event.userId) await this.clients.deleteMany({ ownerId: event.userId });
  }
}
