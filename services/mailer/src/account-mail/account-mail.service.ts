import { Inject, Injectable } from '@nestjs/common';
import type {
  EmailChangeRequested,
  PasswordResetRequested,
  UserDeleted,
  UserEmailChanged,
} from '@paydraft/contracts';
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
    const minutes = this.liveMinutes(event, eventId, now);
    if (minutes === undefined) return;
    await this.outbox.enqueueForEvent(eventId, {
      to: event.email,
      data: {
        kind: 'password-reset',
        resetUrl: tokenLink(this.baseUrl, '/reset-password', event.token),
        expiresInMinutes: minutes,
      },
    });
  }

  /** The confirmation goes to the new address: following the link proves the user can read it. */
  async emailChange(event: EmailChangeRequested, eventId: string, now = new Date()): Promise<void> {
    const minutes = this.liveMinutes(event, eventId, now);
    if (minutes === undefined) return;
    await this.outbox.enqueueForEvent(eventId, {
      to: event.newEmail,
      data: {
        kind: 'email-change',
        confirmUrl: tokenLink(this.baseUrl, '/confirm-email-change', event.token),
        newEmail: event.newEmail,
        expiresInHours: Math.ceil(minutes / 60),
      },
    });
  }

  /** The old address hears of the change, so an owner whose account was taken over learns of it. */
  async emailChanged(event: UserEmailChanged, eventId: string): Promise<void> {
    if (!event.oldEmail || !event.newEmail) return;
    await this.outbox.enqueueForEvent(eventId, {
      to: event.oldEmail,
      data: { kind: 'email-changed', newEmail: event.newEmail, helpUrl: this.helpUrl() },
    });
  }

  /**
   * A deleted account: its mail is erased, then the deletion is confirmed to its address. The notice
   * is keyed by the event, so a redelivery erases again around it and queues no second one.
   */
  async accountDeleted(event: UserDeleted, eventId: string): Promise<void> {
    if (!event.email) return;
    await this.outbox.eraseMailOf(event.email, eventId);
    await this.outbox.enqueueForEvent(eventId, {
      to: event.email,
      data: { kind: 'account-deleted', helpUrl: this.helpUrl() },
    });
  }

  private helpUrl(): string {
    return new URL('/contact', this.baseUrl).toString();
  }

  /**
   * Minutes the event's link still works, or undefined once it has expired: a dead link would only
   * confuse, and the user asks again and gets a fresh one.
   */
  private liveMinutes(event: { expiresAt: string; userId: string }, eventId: string, now: Date) {
    const minutes = minutesLeft(new Date(event.expiresAt), now);
    if (minutes > 0) return minutes;
    this.logger.warn({ eventId, userId: event.userId }, 'link expired before its mail was queued; not sent');
    return undefined;
  }
}
