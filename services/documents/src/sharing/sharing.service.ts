import { Inject, Injectable } from '@nestjs/common';
import { DocumentsEvents, ServiceErrorReasons, type SendDocumentRequest } from '@paydraft/contracts';
import { EventPublisher, InjectModel, moneyWrite, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { ActivityService } from '../activity/activity.service';
import { DOCUMENTS_CONFIG, type DocumentsEnv } from '../config/documents.config';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { DocumentsService } from '../documents/documents.service';
import { asRevision, revisionOf } from '../documents/quote-revisions';
import { PREFERENCES_MODEL, type StoredPreferences } from '../preferences/preferences.schema';
import { issuedDocumentWrite } from '../store/money-writes';
import { breaksUniqueIndex } from '../store/unique-index';
import { DOCUMENT_SEND_MODEL, type StoredDocumentSend } from './document-send.schema';
import { looksLikeAddress } from './recipient';
import { SHARE_LINK_MODEL, type StoredShareLink } from './share-link.schema';
import { couldBeShareToken, newShareToken, sharePath } from './share-token';

const HOUR_MS = 60 * 60 * 1000;
const MAX_SIGNER_NAME = 100;
/** A quote (revision) in one of these was decided (or converted): no second decision. */
const DECIDED_STATUSES = ['accepted', 'rejected', 'completed'];

const notFound = () => new ServiceException(ServiceErrorReasons.DOCUMENT_NOT_FOUND, 'Document not found');

const notAQuote = () =>
  new ServiceException(ServiceErrorReasons.NOT_A_QUOTE, 'Only a quote can be accepted or rejected');

export type ShareLink = { token: string; path: string };
export type SharedDocument = {
  document: StoredDocument;
  ownerId: string;
  businessName: string;
  /** The quote's latest revision (the document shown may be an earlier one). */
  latestRevision: number;
};
export type Decision = 'accepted' | 'rejected';

/**
 * Share links and what the public does with them. The owner's calls are scoped to the owner like every
 * documents call; the public calls find the document by its link's token alone, and every unknown,
 * revoked or wrong-type token is the same 404 as a document that never existed. Status changes are one
 * conditional write each (no transactions in the store), so two racing clients cannot both decide.
 */
@Injectable()
export class SharingService {
  constructor(
    @InjectModel(SHARE_LINK_MODEL) private readonly links: Model<StoredShareLink>,
    @InjectModel(DOCUMENT_SEND_MODEL) private readonly sends: Model<StoredDocumentSend>,
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    @InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>,
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsEnv,
    private readonly owned: DocumentsService,
    private readonly activity: ActivityService,
    private readonly events: EventPublisher,
  ) {}

  /** The owner's link of a document: made on first ask, the same afterwards. */
  async shareLink(ownerId: string, type: string, id: string): Promise<ShareLink> {
    const document = await this.owned.find(ownerId, type, id);
    return linkOf(await this.linkOf(document));
  }

  /** A new token for the document: the old one answers 404 from now on. */
  async renewShareLink(ownerId: string, type: string, id: string): Promise<ShareLink> {
    const document = await this.owned.find(ownerId, type, id);
    const renewed = await this.links
      .findOneAndUpdate(
        { documentId: id, ownerId },
        { $set: { token: newShareToken(), type: document.type } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<StoredShareLink>();
    return linkOf(renewed!);
  }

  /**
   * Emails the document: checks the address and the owner's hourly limit, makes the link, moves a draft
   * to sent, records 'sent' and asks the mailer (DocumentsEvents.sendRequested) after those writes.
   */
  async send(ownerId: string, request: SendDocumentRequest) {
    const recipient = request.recipient.trim();
    if (!looksLikeAddress(recipient)) {
      throw new ServiceException(ServiceErrorReasons.INVALID_RECIPIENT, 'Please enter a valid email address');
    }
    const found = await this.owned.find(ownerId, request.documentType, request.id);
    const sendId = randomUUID();
    await this.countSend(ownerId, found._id.toString(), sendId);
    const link = await this.linkOf(found);
    const markedSent = await this.markSent(found);
    // Remembered so that a mail that cannot be built puts the draft back (DocumentMailFailedController).
    if (markedSent) await this.sends.updateOne({ _id: sendId, ownerId }, { $set: { markedSent: true } });
    const document = markedSent ?? (await this.owned.find(ownerId, found.type, found._id.toString()));
    await this.activity.record('sent', document);
    await this.requestMail(document, link, {
      sendId,
      recipient,
      subject: request.subject,
      message: request.message,
      ...(await this.mailIdentity(ownerId)),
    });
    return { document, link: linkOf(link) };
  }

  /**
   * The scheduler's 'Send' (a recurring profile's automatic send): the same mail as the owner's, without
   * the hourly limit (the owner did not send it by hand). `sendId` names it: the mailer keys its outbox
   * by it and JetStream drops a re-published duplicate, so a redelivery of the due action mails once.
   */
  async sendScheduled(document: StoredDocument, sendId: string, recipient: string, at: Date) {
    const link = await this.linkOf(document);
    const markedSent = await this.markSent(document);
    if (markedSent) await this.activity.record('sent', markedSent, { at });
    const identity = await this.mailIdentity(document.ownerId);
    await this.requestMail(document, link, {
      sendId,
      recipient,
      ...scheduledMailText(document.number, identity.businessName),
      ...identity,
    });
    return markedSent ?? document;
  }

  /** A draft becomes sent (the document as written), anything else stays as it is (undefined). */
  private markSent(document: StoredDocument) {
    return this.documents
      .findOneAndUpdate(
        { _id: document._id, ownerId: document.ownerId, status: 'draft' },
        { $set: { status: 'sent' } },
        // An invoice or credit note sent is issued: money from now on.
        { ...issuedDocumentWrite(document.type, 'sent'), returnDocument: 'after' },
      )
      .lean<StoredDocument>();
  }

  /** Asks the mailer for the document's mail, once per `sendId` (its outbox key and the stream's id). */
  private async requestMail(document: StoredDocument, link: StoredShareLink, mail: MailRequest) {
    await this.events.publish(
      DocumentsEvents.sendRequested,
      {
        ...mail,
        ownerId: document.ownerId,
        documentType: document.type,
        documentId: document._id.toString(),
        documentNumber: document.number,
        token: link.token,
        // The client's mail speaks the document's language ('' before documents had one: en-US).
        language: document.language ?? '',
      },
      `send-requested:${mail.sendId}`,
    );
  }

  /** Public: the shared document, found by its token alone; a quote's earlier `revision` when asked (0: latest). */
  async shared(type: string, token: string, revision = 0): Promise<SharedDocument> {
    const link = await this.publicLink(token);
    if (link.type !== type) throw notFound();
    const latest = await this.linkedDocument(link);
    const shown = asRevision(latest, revision);
    if (!shown) throw notFound();
    return { ...(await this.sharedOf(latest)), document: shown };
  }

  /** Public: sent → viewed the first time (activity and event once); any other status stays. */
  async recordViewed(type: string, token: string): Promise<SharedDocument> {
    const link = await this.publicLink(token);
    if (link.type !== type) throw notFound();
    const viewed = await this.documents
      .findOneAndUpdate(
        { _id: link.documentId, ownerId: link.ownerId, status: 'sent' },
        { $set: { status: 'viewed' } },
        { returnDocument: 'after' },
      )
      .lean<StoredDocument>();
    if (!viewed) return this.sharedOf(await this.linkedDocument(link));
    await this.activity.record('viewed', viewed);
    await this.events.publish(
      DocumentsEvents.documentViewed,
      {
        ownerId: viewed.ownerId,
        documentType: viewed.type,
        documentId: viewed._id.toString(),
        documentNumber: viewed.number,
        viewedAt: viewed.updatedAt.toISOString(),
      },
      `document-viewed:${viewed._id.toString()}`,
    );
    return this.sharedOf(viewed);
  }

  /**
   * Public: the quote's client accepts (with a typed name) or rejects it, once per revision, and only
   * the revision they saw (`revision`; 0 takes the latest).
   */
  async decide(token: string, decision: Decision, signerName: string, revision = 0): Promise<SharedDocument> {
    const link = await this.publicLink(token);
    if (link.type !== 'quote') throw notAQuote();
    const name = signerName.trim();
    if (decision === 'accepted' && (name.length === 0 || name.length > MAX_SIGNER_NAME)) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
        'Please type your name to accept the quote',
      );
    }
    const decidedAt = new Date().toISOString();
    const decided = await this.documents
      .findOneAndUpdate(
        {
          _id: link.documentId,
          ownerId: link.ownerId,
          type: 'quote',
          status: { $nin: DECIDED_STATUSES },
          ...(revision > 0 && { revision: revision === 1 ? { $in: [1, null] } : revision }),
        },
        { $set: { status: decision, decision, signerName: decision === 'accepted' ? name : '', decidedAt } },
        // The client's signature: answered as taken, it must outlive a failover.
        { ...moneyWrite(), returnDocument: 'after' },
      )
      .lean<StoredDocument>();
    if (!decided) throw await this.whyUndecided(link, revision);
    await this.activity.record(decision, decided);
    const shared = await this.sharedOf(decided);
    await this.events.publish(
      decision === 'accepted' ? DocumentsEvents.quoteAccepted : DocumentsEvents.quoteRejected,
      {
        ownerId: decided.ownerId,
        documentId: decided._id.toString(),
        documentNumber: decided.number,
        decision,
        signerName: decided.signerName ?? '',
        decidedAt,
        businessName: shared.businessName,
        // The owner's notice speaks the owner's language.
        ownerLanguage: await this.ownerLanguage(decided.ownerId),
      },
      `quote-decided:${decided._id.toString()}`,
    );
    return shared;
  }

  /** Why a decision wrote nothing: no document, an invoice, or a quote decided already. */
  private async whyUndecided(link: StoredShareLink, revision: number): Promise<ServiceException> {
    const document = await this.linkedDocument(link);
    if (document.type !== 'quote') return notAQuote();
    if (revision > 0 && revision !== revisionOf(document)) {
      return new ServiceException(
        ServiceErrorReasons.QUOTE_REVISED,
        `This quote has been revised since: please review revision ${revisionOf(document)}`,
      );
    }
    return new ServiceException(
      ServiceErrorReasons.QUOTE_DECIDED,
      `This quote has already been ${document.status}`,
    );
  }

  /**
   * Counts the send before it happens and refuses it over the limit: inserting first and counting after
   * means two instances racing at the limit both see both sends (and may both refuse), never both pass.
   */
  private async countSend(ownerId: string, documentId: string, sendId: string) {
    const now = Date.now();
    await this.sends.create({ _id: sendId, ownerId, documentId, sentAt: new Date(now) });
    const since = new Date(now - HOUR_MS);
    const count = await this.sends.countDocuments({ ownerId, sentAt: { $gt: since } });
    if (count > this.config.DOCUMENT_SEND_LIMIT_PER_HOUR) {
      await this.sends.deleteOne({ _id: sendId });
      throw new ServiceException(
        ServiceErrorReasons.SEND_LIMIT,
        'Too many emails sent in the last hour. Please try again later.',
      );
    }
    // Older rows no longer count for anything.
    await this.sends.deleteMany({ ownerId, sentAt: { $lte: since } });
  }

  /** The document's link, made now when it has none (a racing call's link wins). */
  private async linkOf(document: StoredDocument): Promise<StoredShareLink> {
    const documentId = document._id.toString();
    const existing = await this.links.findOne({ documentId }).lean<StoredShareLink>();
    if (existing) return existing;
    try {
      const created = await this.links.create({
        token: newShareToken(),
        documentId,
        ownerId: document.ownerId,
        type: document.type,
      });
      return created.toObject<StoredShareLink>();
    } catch (error) {
      if (!breaksUniqueIndex(error)) throw error;
      const raced = await this.links.findOne({ documentId }).lean<StoredShareLink>();
      if (!raced) throw error;
      return raced;
    }
  }

  private async publicLink(token: string): Promise<StoredShareLink> {
    if (!couldBeShareToken(token)) throw notFound();
    const link = await this.links.findOne({ token }).lean<StoredShareLink>();
    if (!link) throw notFound();
    return link;
  }

  private async linkedDocument(link: StoredShareLink): Promise<StoredDocument> {
    const document = await this.documents
      .findOne({ _id: link.documentId, ownerId: link.ownerId })
      .lean<StoredDocument>();
    if (!document) throw notFound();
    return document;
  }

  private async sharedOf(document: StoredDocument): Promise<SharedDocument> {
    return {
      document,
      ownerId: document.ownerId,
      businessName: await this.businessName(document.ownerId),
      latestRevision: revisionOf(document),
    };
  }

  /** The owner's default language (preferences), in which their own mails are written; '' when none. */
  async ownerLanguage(ownerId: string): Promise<string> {
    const preferences = await this.preferences
      .findById(ownerId, { language: 1 })
      .lean<Pick<StoredPreferences, 'language'>>();
    return preferences?.language ?? '';
  }

  /** Who a document mail (or a payment's receipt) is from: the business name and email of the owner's form preferences. */
  async mailIdentity(ownerId: string): Promise<{ businessName: string; businessEmail: string }> {
    const preferences = await this.preferences
      .findById(ownerId, { businessName: 1, businessEmail: 1 })
      .lean<Pick<StoredPreferences, 'businessName' | 'businessEmail'>>();
    return { businessName: preferences?.businessName ?? '', businessEmail: preferences?.businessEmail ?? '' };
  }

  private async businessName(ownerId: string): Promise<string> {
    const preferences = await this.preferences
      .findById(ownerId, { businessName: 1 })
      .lean<Pick<StoredPreferences, 'businessName'>>();
    return preferences?.businessName ?? '';
  }
}

/** The subject and message the Send dialog proposes for an invoice (frontend emailDraft.ts). */
function scheduledMailText(number: string, businessName: string) {
  const from = businessName.trim();
  return {
    subject: from ? `Invoice ${number} from ${from}` : `Invoice ${number}`,
    message: [
      'Hello,',
      '',
      `Here is invoice ${number}. You can view it and download the PDF from the link.`,
      '',
      'Please let me know if you have any questions.',
      '',
      `Thank you,${from ? `\n${from}` : ''}`,
    ].join('\n'),
  };
}

/** What a document's mail says and who it is from and to. */
type MailRequest = {
  sendId: string;
  recipient: string;
  subject: string;
  message: string;
  businessName: string;
  businessEmail: string;
};

function linkOf(link: StoredShareLink): ShareLink {
  return { token: link.token, path: sharePath(link.type, link.token) };
}
