import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, type UserDeleted } from '@paydraft/contracts';
import { AccountDeletionService } from './account-deletion.service';

/** auth's own share of an erasure: what the deleting request did not remove itself. Idempotent. */
@Controller()
export class UserDeletedController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @EventPattern(AuthEvents.userDeleted.subject)
  async onUserDeleted(@Payload() event: UserDeleted) {
    if (event.userId) await this.deletion.eraseRest(event.userId);
  }
}
