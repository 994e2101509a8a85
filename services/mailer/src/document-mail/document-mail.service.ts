import { Inject, Injectable } from '@nestjs/common';
import {
  AuthRpc,
  DocumentsRpc,
  ErrorCode,
  MailerEvents,
  type ContactReply,
  type Document,
  type DocumentSendRequested,
  type QuoteDecided,
  type SharedDocumentReply,
} from '@paydraft/contracts';
import type { StoredDocumentType } from '@paydraft/document-render';
import { formatDate, supportedLanguage } from '@paydraft/i18n';
import { BRAND, oneLine } from '@paydraft/mail-templates';
import { APP_LOGGER, EventPublisher, RpcClient, RpcError } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { APP_BASE_URL } from '../config/mailer.config';
import { OutboxService } from '../outbox/outbox.service';
import type { MailAttachment } from '../delivery/mail-sender';
import { DocumentPdf } from './document-pdf';

const DOCUMENT_TYPES: ReadonlySet<string> = new Set<StoredDocumentType>(['invoice', 'quote', 'credit_note']);

/** Longest sender display name we pass on; a business name is rarely near it. */
const MAX_SENDER_NAME = 100;

/** The outbox key of a document email: one mail per send request, however often the event comes. */
export const documentMailKey = (sendId: string) => `documents.send:${sendId}`;

/** The outbox key of an owner's notification: one per quote and decision (a quote is decided once). */
export const quoteDecisionMailKey = (event: QuoteDecided, decision: 'accepted' | 'rejected') =>
  `documents.quote-decided:${event.ownerId}:${event.documentId}:${decision}`;

/** The public view of a shared document: `{APP_BASE_URL}/view/{type}/{token}`. */
export function publicViewUrl(baseUrl: string, type: StoredDocumentType, token: string): string {
  return new URL(`/view/${type}/${encodeURIComponent(token)}`, baseUrl).toString();
}

/** The sender display name: the owner's business name on one line, else `fallback`. */
export function senderNameOf(businessName: string, fallback: string = BRAND.name): string {
  return oneLine(businessName).slice(0, MAX_SENDER_NAME).trim() || fallback;
}

// One address with a dot in its domain and no spaces: a saved business email that is not one (form
// preferences take free text) must not become a Reply-To the provider refuses.
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One plausible address (a dot in its domain, no spaces), as a provider takes it. */
export const isMailAddress = (value: string): boolean => ADDRESS.test(value.trim());

/** Where a client's reply goes: the business email of the owner's form preferences, else the account's. */
export function replyToOf(businessEmail: string, accountEmail: string): string {
  const address = businessEmail.trim();
  return isMailAddress(address) ? address : accountEmail;
}

/** A request whose NOT_FOUND is an answer (the document or account is gone), not a failure to retry. */
export async function unlessNotFound<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof RpcError && error.code === ErrorCode.NOT_FOUND) return undefined;
    throw error;
  }
}

/** pdf-render refused the document itself (400-class): no delivery of the same request can draw it. */
export const isRefusedDocument = (error: unknown) =>
  error instanceof RpcError && error.code === ErrorCode.INVALID_ARGUMENT;

/**
 * Mails about shared documents, asked for by the documents service's events: the document itself to
 * the owner's client, and the client's decision on a quote to the owner.
 */
@Injectable()
export class DocumentMailService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly rpc: RpcClient,
    private readonly pdf: DocumentPdf,
    private readonly events: EventPublisher,
    @Inject(APP_BASE_URL) private readonly baseUrl: string,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The document email: from the product's address under the owner's business name, reply-to their
   * business email (both from form preferences; the account email stands in for either), with the public link and the PDF. Reads the document by its share token, as its client
   * will; a link revoked or a document deleted since the request, or an owner gone, sends nothing.
   * A PDF that cannot be made (pdf-render refuses the document, or fails on the event's last
   * delivery) tells the documents service, which undoes the send's 'sent'.
   */
  async sendDocument(event: DocumentSendRequested, { lastDelivery = false } = {}): Promise<void> {
    const key = documentMailKey(event.sendId);
    const log = this.logger.child({ sendId: event.sendId, documentId: event.documentId });
    // Queued by an earlier delivery of this event: do not render the PDF again.
    if (await this.outbox.hasMailFor(key)) return;
    if (!DOCUMENT_TYPES.has(event.documentType)) {
      throw new Error(`documents.document.send_requested with unknown document_type '${event.documentType}'`);
    }
    const type = event.documentType as StoredDocumentType;
    const shared: SharedDocumentReply | undefined = await unlessNotFound(
      this.rpc.request(DocumentsRpc.getShared, { documentType: type, token: event.token }),
    );
    if (!shared?.document) {
      log.warn(
        'shared document gone (link revoked or document deleted) before its mail was queued; not sent',
      );
      return;
    }
    if (shared.ownerId !== event.ownerId) {
      log.error({ ownerId: event.ownerId }, "the share token names another owner's document; not sent");
      return;
    }
    const owner: ContactReply | undefined = await unlessNotFound(
      this.rpc.request(AuthRpc.contact, { userId: event.ownerId }),
    );
    if (!owner) {
      log.warn('owner account gone before the document mail was queued; not sent');
      return;
    }
    const attachment = await this.attachmentOrUndo(event, shared.document, lastDelivery);
    if (!attachment) return;
    const senderName = senderNameOf(event.businessName || shared.businessName, owner.email);
    await this.outbox.enqueueForEvent(key, {
      to: event.recipient,
      fromName: senderName,
      replyTo: replyToOf(event.businessEmail, owner.email),
      attachments: [attachment],
      data: {
        kind: 'document',
        // The document's language (unsupported or none: the template writes English).
        language: supportedLanguage(event.language),
        documentType: type,
        documentNumber: shared.document.documentNumber || event.documentNumber,
        senderName,
        subject: event.subject,
        message: event.message,
        viewUrl: publicViewUrl(this.baseUrl, type, event.token),
        attachmentName: attachment.filename,
      },
    });
  }

  /**
   * The document's PDF, or undefined when pdf-render refuses the document: then, and on the last
   * delivery of a failing render (which is then dead-lettered), the send is reported failed.
   */
  private async attachmentOrUndo(
    event: DocumentSendRequested,
    document: Document,
    lastDelivery: boolean,
  ): Promise<MailAttachment | undefined> {
    try {
      return await this.pdf.attachment(event.documentType as StoredDocumentType, document, event.ownerId);
    } catch (error) {
      const refused = isRefusedDocument(error);
      if (!refused && !lastDelivery) throw error;
      this.logger.warn(
        { err: error, sendId: event.sendId, documentId: event.documentId },
        'the document email cannot be built; reporting the send failed',
      );
      await this.events.publish(
        MailerEvents.documentMailFailed,
        {
          sendId: event.sendId,
          ownerId: event.ownerId,
          documentType: event.documentType,
          documentId: event.documentId,
          reason: error instanceof Error ? error.message : String(error),
        },
        `document-mail-failed:${event.sendId}`,
      );
      if (refused) return undefined;
      throw error;
    }
  }

  /** Tells the owner their client accepted or rejected a quote, with a link to their document history. */
  async quoteDecided(event: QuoteDecided, decision: 'accepted' | 'rejected'): Promise<void> {
    const key = quoteDecisionMailKey(event, decision);
    const owner: ContactReply | undefined = await unlessNotFound(
      this.rpc.request(AuthRpc.contact, { userId: event.ownerId }),
    );
    if (!owner) {
      this.logger.warn(
        { documentId: event.documentId },
        'owner account gone before the quote notice was queued; not sent',
      );
      return;
    }
    const decided = new Date(event.decidedAt);
    const day = Number.isNaN(decided.getTime()) ? '' : decided.toISOString().slice(0, 10);
    // The owner's language; an event that names none keeps the day as it always printed (YYYY-MM-DD).
    const language = supportedLanguage(event.ownerLanguage);
    await this.outbox.enqueueForEvent(key, {
      to: owner.email,
      data: {
        kind: 'quote-decision',
        language,
        decision,
        documentNumber: event.documentNumber,
        signerName: decision === 'accepted' ? event.signerName : '',
        decidedOn: language ? formatDate(day, language) : day,
        username: oneLine(owner.username),
        historyUrl: new URL('/dashboard?section=history', this.baseUrl).toString(),
      },
    });
  }
}
