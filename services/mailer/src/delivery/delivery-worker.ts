import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MailerEvents } from '@paydraft/contracts';
import { APP_LOGGER, EventPublisher, InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { DELIVERY_SETTINGS, type DeliverySettings } from '../config/mailer.config';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from '../outbox/outbox-message.schema';
import { deliveryBackoffMs } from './delivery-backoff';
import { MAIL_SENDER, type MailSender } from './mail-sender';
import { OutboxClaims, type ClaimedMail } from './outbox-claims';

const OUTCOMES_PER_PASS = 50;

type FinalMail = Pick<
  OutboxMessage,
  'kind' | 'to' | 'state' | 'attempts' | 'providerMessageId' | 'lastError'
> & {
  _id: unknown;
};

/**
 * Sends the outbox, one mail at a time, oldest due first.
 *
 * Guarantees, without transactions (FerretDB has none):
 * - Nothing is lost: a mail is in the outbox before anyone is told it was sent, and stays there
 *   until its outcome is recorded. A worker that dies mid-send leaves the row `sending`; once its
 *   lease (MAIL_LEASE_MS) lapses, a worker claims it again.
 * - Nothing is sent twice by two workers: a row is claimed by one atomic `findOneAndUpdate` on its
 *   state, and an outcome is only written under the claim that sent it.
 * - Nothing is sent twice after a clean stop: stopping waits for the send in flight and records it.
 * - The one window that cannot be closed: if the process dies after the provider accepted a mail
 *   and before the outcome is written (one database round trip), the lapsed lease makes the mail go
 *   out again. SendGrid has no idempotency key to dedupe on, so a crash there means a duplicate,
 *   never a loss.
 * - Events are published after the outcome is recorded, at least once: a row keeps
 *   `outcomePublished: false` until JetStream acknowledges, and each pass retries those; the event
 *   id (outbox id + state) lets JetStream drop a repeat within its duplicate window.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly claims: OutboxClaims;
  private running?: Promise<void>;
  private stopping = false;
  private wake?: () => void;

  constructor(
    @InjectModel(OUTBOX_MESSAGE_MODEL) outbox: Model<OutboxMessage>,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
    @Inject(MAIL_SENDER) private readonly sender: MailSender | null,
    private readonly events: EventPublisher,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.claims = new OutboxClaims(outbox);
  }

  onApplicationBootstrap() {
    if (!this.sender) {
      this.logger.warn(
        'mail delivery off (SENDGRID_API_KEY and SENDGRID_BASE_URL unset): mail stays in the outbox',
      );
      return;
    }
    this.logger.info({ baseUrl: this.settings.provider?.baseUrl }, 'mail delivery on');
    this.running = this.loop(this.sender);
  }

  /** Lets the send in flight finish and be recorded, so a clean stop never causes a second send. */
  async onModuleDestroy() {
    this.stopping = true;
    this.wake?.();
    await this.running;
  }

  private async loop(sender: MailSender) {
    while (!this.stopping) {
      try {
        // Sending does not wait on NATS: outcomes not yet published stay marked and go out on a later pass.
        await this.publishOutcomes().catch((error: unknown) =>
          this.logger.warn({ err: error }, 'publishing mail outcomes failed; will retry'),
        );
        const mail = await this.claims.claimNext(this.settings.leaseMs);
        if (mail) await this.deliver(sender, mail);
        else await this.pause(this.settings.pollMs);
      } catch (error) {
        // The store is away for a moment: the rows are safe, try again after a pause.
        this.logger.error({ err: error }, 'mail delivery pass failed');
        await this.pause(this.settings.pollMs);
      }
    }
  }

  private async deliver(sender: MailSender, mail: ClaimedMail) {
    const outcome = await sender.send({
      to: mail.to,
      from: this.settings.from,
      fromName: mail.fromName ?? undefined,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: mail.attachments?.map(({ filename, type, content }) => ({ filename, type, content })),
    });
    const log = this.logger.child({ outboxId: String(mail._id), attempt: mail.attempts });
    let recorded: boolean;
    if (outcome.ok) {
      recorded = await this.claims.markDelivered(mail, outcome.providerMessageId);
      log.info({ providerMessageId: outcome.providerMessageId }, 'mail delivered');
    } else if (outcome.retryable && mail.attempts < this.settings.maxAttempts) {
      const wait = deliveryBackoffMs(mail.attempts, this.settings.retry);
      recorded = await this.claims.scheduleRetry(mail, outcome.reason, new Date(Date.now() + wait));
      log.warn({ reason: outcome.reason, retryInMs: wait }, 'mail not accepted, will retry');
    } else {
      recorded = await this.claims.markFailed(mail, outcome.reason);
      log.error({ reason: outcome.reason }, 'mail failed');
    }
    // The lease ran out during the send and another worker took the row: MAIL_LEASE_MS is too short.
    if (!recorded) log.error('claim lost before the outcome was recorded; raise MAIL_LEASE_MS');
  }

  private async publishOutcomes() {
    for (const mail of await this.claims.unpublishedOutcomes(OUTCOMES_PER_PASS)) {
      await this.publishOutcome(mail);
      await this.claims.markPublished(mail._id);
    }
  }

  private async publishOutcome(mail: FinalMail) {
    const common = { outboxId: String(mail._id), kind: mail.kind, to: mail.to, attempts: mail.attempts };
    const eventId = `${common.outboxId}:${mail.state}`;
    if (mail.state === 'delivered') {
      await this.events.publish(
        MailerEvents.mailDelivered,
        { ...common, providerMessageId: mail.providerMessageId ?? '' },
        eventId,
      );
    } else {
      await this.events.publish(
        MailerEvents.mailFailed,
        { ...common, reason: mail.lastError ?? '' },
        eventId,
      );
    }
  }

  private pause(ms: number) {
    if (this.stopping) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
