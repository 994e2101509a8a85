import { Inject, Injectable } from '@nestjs/common';
import { AuthRpc, type ContactReply, type ReminderMailRequested } from '@paydraft/contracts';
import { formatDate, resolveLanguage, supportedLanguage } from '@paydraft/i18n';
import { formatLongDate } from '@paydraft/invoice-core';
import { oneLine, type ReminderMailData } from '@paydraft/mail-templates';
import { APP_LOGGER, RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { APP_BASE_URL } from '../config/mailer.config';
import {
  isMailAddress,
  publicViewUrl,
  replyToOf,
  senderNameOf,
  unlessNotFound,
} from '../document-mail/document-mail.service';
import { OutboxService } from '../outbox/outbox.service';
import { moneyOf } from '../templates/mail-money';

const REMINDED_TYPES: ReadonlySet<string> = new Set<ReminderMailData['documentType']>(['invoice', 'quote']);

/**
 * What the documents service promised in the event (docs/reminder-mail.md): a key, a known type, a share
 * token and a due date. An event without them is a bug there; thrown, it is retried and then
 * dead-lettered rather than mailed wrong.
 */
function checkContract(event: ReminderMailRequested): void {
  const broken = [
    !event.mailId && 'no mail_id',
    !REMINDED_TYPES.has(event.documentType) && `unknown document_type '${event.documentType}'`,
    !event.token && 'no token',
    !formatLongDate(event.dueDate) && `due_date '${event.dueDate}' is not YYYY-MM-DD`,
  ].filter(Boolean);
  if (broken.length > 0) {
    throw new Error(`documents.reminder.mail_requested: ${broken.join(', ')}`);
  }
}

/**
 * The reminder to the owner's client, asked for by the scheduler (documents.reminder.mail_requested):
 * from the product's address under the business name, Reply-To the business email (the account's when
 * none is saved), with the balance due and the public link, whose page offers Pay now when pay_now.
 * Queued once per mail_id (`reminder:<document_id>:<reminder>`), however often the event comes.
 */
@Injectable()
export class ReminderMailService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly rpc: RpcClient,
    @Inject(APP_BASE_URL) private readonly baseUrl: string,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async sendReminder(event: ReminderMailRequested): Promise<void> {
    checkContract(event);
    const log = this.logger.child({ mailId: event.mailId, documentId: event.documentId });
    // Queued by an earlier delivery of this event: nothing to ask the account service again.
    if (await this.outbox.hasMailFor(event.mailId)) return;
    const to = event.recipient.trim();
    if (!isMailAddress(to)) {
      log.warn('a reminder was asked for without a usable client address; not sent');
      return;
    }
    const owner: ContactReply | undefined = await unlessNotFound(
      this.rpc.request(AuthRpc.contact, { userId: event.ownerId }),
    );
    if (!owner) {
      log.warn('owner account gone before the reminder was queued; not sent');
      return;
    }
    const senderName = senderNameOf(event.businessName, owner.email);
    await this.outbox.enqueueForEvent(event.mailId, {
      to,
      fromName: senderName,
      replyTo: replyToOf(event.businessEmail, owner.email),
      data: this.mailDataOf(event, senderName),
    });
  }

  private mailDataOf(event: ReminderMailRequested, senderName: string): ReminderMailData {
    const documentType = event.documentType as ReminderMailData['documentType'];
    const invoice = documentType === 'invoice';
    // The document's language: its words, and its way of writing amounts and dates.
    const language = resolveLanguage(event.language);
    return {
      kind: 'reminder',
      language: supportedLanguage(event.language),
      documentType,
      documentNumber: oneLine(event.documentNumber),
      senderName,
      amount: moneyOf(event.balanceDue, event.currency, language),
      dueDate: formatDate(event.dueDate, language),
      daysLate: event.daysLate,
      viewUrl: publicViewUrl(this.baseUrl, documentType, event.token),
      // Pay now and late fees belong to invoices; a quote's event never means them.
      payNow: invoice && event.payNow,
      lateFee: invoice && Number(event.lateFee) > 0 ? moneyOf(event.lateFee, event.currency, language) : '',
    };
  }
}
