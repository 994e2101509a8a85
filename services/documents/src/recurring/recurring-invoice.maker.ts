import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons, type RecurringInvoiceDue } from '@paydraft/contracts';
import { occurrenceDate, type RecurringFrequency } from '@paydraft/invoice-core';
import { APP_LOGGER, InjectModel, ServiceException } from '@paydraft/nest-kit';
import { asOwner } from '../scheduler/as-owner';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ActivityService } from '../activity/activity.service';
import { ClientDirectory } from '../clients/client-directory';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { DocumentsService } from '../documents/documents.service';
import { PartySnapshots } from '../documents/party-snapshots';
import { SchedulerClock } from '../scheduler/scheduler-clock';
import { SharingService } from '../sharing/sharing.service';
import { occurrenceInvoiceFields } from './recurring-invoice-fields';
import { RECURRING_PROFILE_MODEL, type StoredRecurringProfile } from './recurring-profile.schema';
import { scheduleOf } from './recurring-profiles.service';
import { RecurringRuns } from './recurring-runs';
import { stateAt } from './recurring-schedule';
import { templateOf } from './recurring-view';

/** Hand-typed numbers in a row that may hold the planned one before the run gives up. */
const MAX_NUMBER_ATTEMPTS = 50;
/** What a profile can no longer do anything about: it ends, with a log, instead of retrying for ever. */
const FINAL_REFUSALS = new Set<string>([
  ServiceErrorReasons.CLIENT_NOT_FOUND.code,
  ServiceErrorReasons.INVALID_DOCUMENT_INPUT.code,
]);

const actionId = (event: RecurringInvoiceDue) => `recurring:${event.profileId}:${event.sequence}`;

/**
 * Makes invoice n of a profile once, whoever handles its due action and however often: the invoice is
 * planned (id and number) in recurring_runs first, written under that id, mailed under the action's
 * send id when the profile sends automatically, and only then is the profile moved to its next
 * occurrence (conditional on still being at n), so a crash anywhere repeats the rest and nothing twice.
 */
@Injectable()
export class RecurringInvoiceMaker {
  constructor(
    @InjectModel(RECURRING_PROFILE_MODEL) private readonly profiles: Model<StoredRecurringProfile>,
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly runs: RecurringRuns,
    private readonly owned: DocumentsService,
    private readonly snapshots: PartySnapshots,
    private readonly clients: ClientDirectory,
    private readonly sharing: SharingService,
    private readonly activity: ActivityService,
    private readonly clock: SchedulerClock,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs as the owner, so the client is looked up among theirs. */
  async make(event: RecurringInvoiceDue) {
    await asOwner(event.ownerId, actionId(event), () => this.makeAsOwner(event));
  }

  private async makeAsOwner(event: RecurringInvoiceDue) {
    const log = this.logger.child({ action: actionId(event) });
    const profile = await this.profiles
      .findOne({ _id: event.profileId, ownerId: event.ownerId })
      .lean<StoredRecurringProfile>();
    if (!profile) return log.info('recurring profile gone (deleted, or its owner): nothing to make');
    // Moved on already (this is a redelivery), skipped meanwhile, or paused: nothing to make.
    if (profile.nextSequence !== event.sequence || profile.status !== 'active') return;
    try {
      const at = await this.clock.now();
      const invoice = await this.invoiceOf(profile, event.sequence, at);
      if (profile.autoSend) await this.send(profile, invoice, actionId(event), at);
      await this.moveOn(profile, event.sequence, invoice._id.toString());
    } catch (error) {
      if (!(error instanceof ServiceException) || !FINAL_REFUSALS.has(error.reason)) throw error;
      log.warn(
        { reason: error.reason, err: error },
        'recurring profile ended: its invoice can no longer be made',
      );
      await this.end(profile);
    }
  }

  /** Invoice n: the one planned and written before, else written now under the plan's id and number. */
  private async invoiceOf(
    profile: StoredRecurringProfile,
    sequence: number,
    at: Date,
  ): Promise<StoredDocument> {
    let run = await this.runs.plan(profile, sequence);
    const template = templateOf(profile);
    const fields = occurrenceInvoiceFields(
      template,
      {
        startDate: profile.startDate,
        frequency: profile.frequency as RecurringFrequency,
        sequence,
        issueDate: occurrenceDate(scheduleOf(profile), sequence),
      },
      profile.dueDays,
      await this.snapshots.newDocumentLanguage(profile.ownerId, template),
    );
    const planned = { id: run.documentId, recurringId: profile._id.toString(), recurringSequence: sequence };
    for (let attempt = 1; ; attempt++) {
      const number = await this.runs.numberOf(run);
      try {
        const created = await this.owned.createPlanned(profile.ownerId, fields, { ...planned, number });
        if (!created) return this.planned(profile.ownerId, run.documentId);
        await this.activity.record('created_from_recurring', created, {
          recurringId: planned.recurringId,
          at,
        });
        return created;
      } catch (error) {
        const taken =
          error instanceof ServiceException &&
          error.reason === ServiceErrorReasons.DOCUMENT_NUMBER_TAKEN.code;
        if (!taken || attempt >= MAX_NUMBER_ATTEMPTS) throw error;
        await this.runs.renumber(run);
        run = await this.runs.plan(profile, sequence);
      }
    }
  }

  private async planned(ownerId: string, id: string): Promise<StoredDocument> {
    const invoice = await this.documents.findOne({ _id: id, ownerId }).lean<StoredDocument>();
    if (!invoice) throw new Error(`planned recurring invoice ${id} vanished`);
    return invoice;
  }

  /** Emails the invoice to the client's address, as 'Send' does; a client without one gets no mail. */
  private async send(profile: StoredRecurringProfile, invoice: StoredDocument, sendId: string, at: Date) {
    const client = await this.clients.ownClient(profile.clientId);
    const recipient = client.businessEmail.trim();
    if (!recipient) {
      this.logger.warn(
        { profileId: profile._id.toString() },
        'client has no email: the invoice stays a draft',
      );
      return;
    }
    await this.sharing.sendScheduled(invoice, sendId, recipient, at);
  }

  /** The next occurrence, or the end; a profile paused meanwhile stays paused. */
  private async moveOn(profile: StoredRecurringProfile, sequence: number, invoiceId: string) {
    const next = stateAt(scheduleOf(profile), sequence + 1, profile.made + 1);
    const { status, ...position } = next;
    await this.profiles.updateOne(
      { _id: profile._id, nextSequence: sequence },
      {
        $set: { ...position, leaseUntil: null, ...(status === 'ended' && { status }) },
        $inc: { made: 1 },
        $push: { invoicesCreated: invoiceId },
      },
    );
  }

  private async end(profile: StoredRecurringProfile) {
    await this.profiles.updateOne(
      { _id: profile._id, nextSequence: profile.nextSequence },
      { $set: { status: 'ended', nextDate: '', nextRunAt: null, leaseUntil: null } },
    );
  }
}
