import { Injectable } from '@nestjs/common';
import { type DocumentFields, type ListDocumentsRequest, ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, moneyWrite, ServiceException } from '@paydraft/nest-kit';
import { isValidObjectId, type Model, type Types } from 'mongoose';
import { ActivityService } from '../activity/activity.service';
import { balanceWithoutPayments, moneyOnSave } from '../payments/invoice-money';
import { todayUtc } from '../payments/payment-rules';
import { NumberingService } from '../numbering/numbering.service';
import { PreferencesService } from '../preferences/preferences.service';
import { PREFERENCE_DEFAULTS } from '../preferences/preference-defaults';
import { issuedDocumentWrite, newDocumentWrite } from '../store/money-writes';
import { breaksUniqueIndex } from '../store/unique-index';
import { checkDocumentFields, documentContent } from './document-content';
import { documentMatch } from './document-filter';
import { DOCUMENT_MODEL, type StoredDocument } from './document.schema';
import { DocumentHistory } from './history/document-history';
import { isHistorySort, type HistoryOrder } from './history/history-order';
import type { HistoryAnswer, HistoryPage, OwnerHistory } from './history/owner-history';
import { isPaymentFilter, type PaymentFilter } from './invoice-money';
import { PartySnapshots } from './party-snapshots';
import { documentIdForRequest } from './request-key';
import { nextRevisionFields, quoteSave, refuseDecisionByHand } from './quote-revisions';
import { isDocumentType, type DocumentTypeName } from './statuses';

const MAX_PAGE_SIZE = 100;
/** Auto numbers skip ones typed by hand; this many in a row already taken means something is wrong. */
const MAX_NUMBER_ATTEMPTS = 50;
/** A save retried over writes that landed meanwhile (a view, a decision) before it gives up. */
const MAX_UPDATE_ATTEMPTS = 3;

/** The list's type: undefined for both; another name is refused. */
function listedType(name: string): DocumentTypeName | undefined {
  if (!name) return undefined;
  if (!isDocumentType(name)) {
    throw new ServiceException(
      ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
      'Type must be invoice, quote or credit_note',
    );
  }
  return name;
}

const invalidInput = (message: string) =>
  new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, message);

/** The list's order: undefined for the default (newest update first); another name is refused. */
function orderOf({ sort, descending }: ListDocumentsRequest): HistoryOrder | undefined {
  if (!sort) return undefined;
  if (!isHistorySort(sort)) {
    throw invalidInput('Sort must be total, balance, due_date, issue_date or number');
  }
  return { sort, descending };
}

function paymentFilterOf({ payment }: ListDocumentsRequest): PaymentFilter | undefined {
  if (!payment) return undefined;
  if (!isPaymentFilter(payment)) throw invalidInput('Payment must be unpaid or overdue');
  return payment;
}

/** One page of `pageSize` (1-100), or undefined for every document when no page is asked. */
function pageOf(request: ListDocumentsRequest): HistoryPage | undefined {
  if (request.page === 0) return undefined;
  const size = Math.min(Math.max(request.pageSize, 1), MAX_PAGE_SIZE);
  return { skip: (request.page - 1) * size, size };
}

const notFound = () => new ServiceException(ServiceErrorReasons.DOCUMENT_NOT_FOUND, 'Document not found');
/** An invoice a recurring profile makes: its id and number are decided before it is written (recurring/). */
export type PlannedInvoice = { id: string; number: string; recurringId: string; recurringSequence: number };

/** The invoice a credit note corrects, as the credit note keeps it. */
export type PrecedingInvoiceRecord = { id: string; number: string; issueDate: string };

export const missingInvoiceId = () =>
  new ServiceException(
    ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
    'A credit note needs invoice_id: the id of the invoice it credits',
  );
const numberTaken = (number: string) =>
  new ServiceException(ServiceErrorReasons.DOCUMENT_NUMBER_TAKEN, `Number ${number} is already used`);

/** An owner's invoices, quotes and credit notes: every read and write is scoped to the owner, so others' ids are 404. */
@Injectable()
export class DocumentsService {
  /** Every instance's own copy of its owners' documents, for the history and the counts. */
  private readonly history: DocumentHistory;

  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly numbering: NumberingService,
    private readonly preferences: PreferencesService,
    private readonly activity: ActivityService,
    private readonly snapshots: PartySnapshots,
  ) {
    this.history = new DocumentHistory(documents);
  }

  async find(ownerId: string, type: string, id: string): Promise<StoredDocument> {
    if (!isDocumentType(type) || !isValidObjectId(id)) throw notFound();
    const stored = await this.documents.findOne({ _id: id, ownerId, type }).lean<StoredDocument>();
    if (!stored) throw notFound();
    return stored;
  }

  async create(
    ownerId: string,
    type: string,
    fields: DocumentFields,
    extra: { convertedFrom?: string; precedingInvoice?: PrecedingInvoiceRecord; requestKey?: string } = {},
  ) {
    if (!isDocumentType(type)) throw notFound();
    const plannedId = extra.requestKey ? documentIdForRequest(ownerId, type, extra.requestKey) : undefined;
    const earlier = plannedId && (await this.earlierCreate(ownerId, plannedId));
    if (earlier) return earlier;
    checkDocumentFields(type, fields);
    if (type === 'quote') refuseDecisionByHand(fields.status);
    if (type === 'credit_note' && !extra.precedingInvoice) throw missingInvoiceId();
    const saved = documentContent(type, fields, await this.snapshots.forNewDocument(ownerId, fields));
    const content = {
      ...saved,
      precedingInvoice: type === 'credit_note' ? extra.precedingInvoice : undefined,
      // A new invoice (a duplicate, a quote's, too) has no payments: none paid, the total due (unless marked paid).
      ...(type === 'invoice' && balanceWithoutPayments(saved.status, saved.totalAmount, saved.currency)),
      ...(plannedId && { _id: plannedId }),
    };
    let created: StoredDocument;
    try {
      created = fields.documentNumber.trim()
        ? await this.insert(ownerId, type, fields.documentNumber.trim(), content)
        : await this.insertAutoNumbered(ownerId, type, content);
    } catch (error) {
      // The same create ran meanwhile and made it: its document is the answer.
      if (error instanceof AlreadyCreated && plannedId)
        return (await this.earlierCreate(ownerId, plannedId))!;
      throw error;
    }
    await this.activity.record(extra.convertedFrom ? 'converted' : 'created', created);
    return created;
  }

  /** The document an earlier create with the same request key made, if any. */
  private earlierCreate(ownerId: string, id: Types.ObjectId): Promise<StoredDocument | null> {
    return this.documents.findOne({ _id: id, ownerId }).lean<StoredDocument>();
  }

  /**
   * Writes a recurring profile's invoice under its planned id and number: null when that id exists
   * already (made by an earlier delivery), 409 documents.number_taken when a hand-typed number holds
   * the planned one. No activity: the caller records 'created_from_recurring'.
   */
  async createPlanned(ownerId: string, fields: DocumentFields, planned: PlannedInvoice) {
    checkDocumentFields('invoice', fields);
    const saved = documentContent('invoice', fields, await this.snapshots.forNewDocument(ownerId, fields));
    const content = {
      ...saved,
      ...balanceWithoutPayments(saved.status, saved.totalAmount, saved.currency),
      _id: planned.id,
      recurringId: planned.recurringId,
      recurringSequence: planned.recurringSequence,
    };
    if (await this.documents.exists({ _id: planned.id })) return null;
    try {
      return await this.insert(ownerId, 'invoice', planned.number, content);
    } catch (error) {
      if (await this.documents.exists({ _id: planned.id })) return null;
      throw error;
    }
  }

  /**
   * Replaces the whole document (the spec's PUT). A quote the client decided is frozen: a change makes
   * its next revision (quote-revisions.ts). The write is conditional on the document read, so a
   * decision that lands meanwhile is never overwritten: the save is worked out again from it.
   */
  async update(ownerId: string, type: string, id: string, fields: DocumentFields) {
    for (let attempt = 1; ; attempt++) {
      const before = await this.find(ownerId, type, id);
      const updated = await this.replace(before, fields);
      if (updated) {
        // The spec changes a status by saving the whole document with the new status: the feed's status_changed.
        await this.activity.record(before.status !== updated.status ? 'status_changed' : 'updated', updated);
        return updated;
      }
      if (attempt >= MAX_UPDATE_ATTEMPTS) {
        throw new ServiceException(
          ServiceErrorReasons.CONFLICT,
          'The document changed meanwhile. Please try again.',
        );
      }
    }
  }

  /** Writes the save over `before` unless the document changed since it was read (then null). */
  private async replace(before: StoredDocument, fields: DocumentFields): Promise<StoredDocument | null> {
    const type = before.type as DocumentTypeName;
    checkDocumentFields(type, fields);
    const content = documentContent(
      type,
      fields,
      await this.snapshots.forUpdate(before.ownerId, before, fields),
    );
    const next = {
      ...content,
      number: fields.documentNumber.trim() || before.number,
      // The total may change: the balance follows, and with payments the status too (payments are kept).
      ...(type === 'invoice' && moneyOnSave(before, content, todayUtc())),
    };
    const save = type === 'quote' ? quoteSave(before, next) : { kind: 'in-place' as const };
    const change =
      save.kind === 'in-place'
        ? { $set: next }
        : { $set: nextRevisionFields(before, next), $push: { revisions: save.archived } };
    // A decided quote's revision keeps what the client signed; an issued invoice's save changes money.
    const written =
      save.kind === 'in-place' ? issuedDocumentWrite(type, before.status, next.status) : moneyWrite();
    try {
      return await this.documents
        .findOneAndUpdate(
          { _id: before._id, ownerId: before.ownerId, type, updatedAt: before.updatedAt },
          change,
          { ...written, returnDocument: 'after' },
        )
        .lean<StoredDocument>();
    } catch (error) {
      if (breaksUniqueIndex(error)) throw numberTaken(next.number);
      throw error;
    }
  }

  async remove(ownerId: string, type: string, id: string) {
    const stored = await this.find(ownerId, type, id);
    const deleted = await this.documents
      .findOneAndDelete({ _id: id, ownerId, type }, issuedDocumentWrite(type, stored.status))
      .lean<StoredDocument>();
    if (!deleted) throw notFound();
    await this.activity.record('deleted', stored);
  }

  /** Links a quote to the invoice made from it and completes it; null when it was linked already. */
  async markConverted(ownerId: string, quoteId: string, invoiceId: string) {
    return this.documents
      .findOneAndUpdate(
        { _id: quoteId, ownerId, type: 'quote', convertedInvoiceId: '' },
        { $set: { status: 'completed', convertedInvoiceId: invoiceId } },
        // The link is what refuses a second invoice of the quote: it must outlive a failover.
        { ...moneyWrite(), returnDocument: 'after' },
      )
      .lean<StoredDocument>();
  }

  async list(ownerId: string, request: ListDocumentsRequest): Promise<HistoryAnswer> {
    const type = listedType(request.documentType);
    const order = orderOf(request);
    const filter = paymentFilterOf(request);
    const match = documentMatch(request, filter && { filter, today: todayUtc() });
    const history = await this.history.of(ownerId);
    return history.list(match, type, pageOf(request), order);
  }

  /**
   * A figure of the owner's invoices (all, or one client's) from the history's copy, computed once
   * under `name` until the owner's documents change (the overview's money, asked on every visit).
   */
  async invoiceFigure<T>(
    ownerId: string,
    clientId: string,
    name: string,
    compute: (invoices: StoredDocument[]) => T,
  ): Promise<T> {
    const history = await this.history.of(ownerId);
    const match = clientId ? documentMatch({ search: '', client: clientId, status: '' }) : undefined;
    return history.derive(`${name}:${clientId}`, () => compute(history.list(match, 'invoice').documents));
  }

  /** The owner's counts per type and status (the overview's stats). */
  statusCounts(ownerId: string): Promise<Pick<OwnerHistory, 'count'>> {
    return this.history.of(ownerId);
  }

  private async insert(ownerId: string, type: DocumentTypeName, number: string, content: object) {
    try {
      const [created] = await this.documents.create(
        [{ ...content, ownerId, type, number }],
        newDocumentWrite(type),
      );
      return created.toObject<StoredDocument>();
    } catch (error) {
      if (!breaksUniqueIndex(error)) throw error;
      // A document planned under its id exists already: not a number's clash, so no other number is tried.
      const id = (content as { _id?: unknown })._id;
      if (id !== undefined && (await this.documents.exists({ _id: id }))) throw new AlreadyCreated();
      throw numberTaken(number);
    }
  }

  private async insertAutoNumbered(ownerId: string, type: DocumentTypeName, content: object) {
    const { prefix } = await this.preferences.forNumbering(ownerId, type);
    for (let attempt = 1; ; attempt++) {
      const next = await this.numbering.take(ownerId, type, PREFERENCE_DEFAULTS.nextNumber);
      const number = `${prefix}-${next}`;
      try {
        return await this.insert(ownerId, type, number, content);
      } catch (error) {
        // A number typed by hand earlier holds this one: take the next.
        const taken =
          error instanceof ServiceException &&
          error.reason === ServiceErrorReasons.DOCUMENT_NUMBER_TAKEN.code;
        if (!taken || attempt >= MAX_NUMBER_ATTEMPTS) throw error;
      }
    }
  }
}

/** A create under a planned id found its document made already (by a create sent again, or a recurring run). */
class AlreadyCreated extends Error {}
