import { Inject, Injectable } from '@nestjs/common';
import type { PasswordResetRequested } from '@paydraft/contracts';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { APP_BASE_URL } from '../config/mailer.config';
import { OutboxService } from '../outbox/outbox.service';

/** Link to a page of the product carrying a one-time token, as the spec's routes name them. */
export function tokenLink(baseUrl: string, page: string, token: string): string {
  const url = new URL(page, baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Whole minutes left until `expiresAt`, rounded up so a fresh one-hour link says 60. */
export function minutesLeft(expiresAt: Date, now: Date): number {
  return Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000);
}

/** Mails the auth service asks for by event; the tokens come from auth, which keeps only their hashes. */
@Injectable()
export class AccountMailService {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_BASE_URL) private readonly baseUrl: string,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async passwordReset(event: PasswordResetRequested, eventId: string, now = new Date()): Promise<void> {
    const expiresAt = new Date(event.expiresAt);
    const minutes = minutesLeft(expiresAt, now);
    // A link that no longer works would only confuse: the user asks again and gets a fresh one.
    if (!(minutes > 0)) {
      this.logger.warn(
        { eventId, userId: event.userId },
        'password reset link expired before it was queued; not sent',
      );
      return;
    }
    await this.outbox.enqueueForEvent(eventId, {
      to: event.email,
      data: {
        kind: 'password-reset',
        resetUrl: tokenLink(this.baseUrl, '/reset-password', event.token),
        expiresInMinutes: minutes,
      },
    });
  }
}
