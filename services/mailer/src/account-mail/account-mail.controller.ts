import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  AuthEvents,
  type EmailChangeRequested,
  type PasswordResetRequested,
  type UserDeleted,
  type UserEmailChanged,
} from '@paydraft/contracts';
import type { NatsEventContext } from '@paydraft/nest-kit';
import { AccountMailService } from './account-mail.service';

@Controller()
export class AccountMailController {
  constructor(private readonly accountMail: AccountMailService) {}

  @EventPattern(AuthEvents.passwordResetRequested.subject)
  onPasswordResetRequested(@Payload() event: PasswordResetRequested, @Ctx() context: NatsEventContext) {
    return this.accountMail.passwordReset(event, context.getEventId());
  }

  @EventPattern(AuthEvents.emailChangeRequested.subject)
  onEmailChangeRequested(@Payload() event: EmailChangeRequested, @Ctx() context: NatsEventContext) {
    return this.accountMail.emailChange(event, context.getEventId());
  }

  @EventPattern(AuthEvents.userEmailChanged.subject)
  onUserEmailChanged(@Payload() event: UserEmailChanged, @Ctx() context: NatsEventContext) {
    return this.accountMail.emailChanged(event, context.getEventId());
  }

  @EventPattern(AuthEvents.userDeleted.subject)
  onUserDeleted(@Payload() event: UserDeleted, @Ctx() context: NatsEventContext) {
    return this.accountMail.accountDeleted(event, context.getEventId());
  }
}
