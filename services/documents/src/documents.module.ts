import { Module, type DynamicModule } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { ACTIVITY_MODEL, activitySchema } from './activity/activity.schema';
import { ActivityService } from './activity/activity.service';
import { ClientDeletedController } from './clients/client-deleted.controller';
import { ClientDirectory } from './clients/client-directory';
import { DOCUMENTS_CONFIG, type DocumentsEnv } from './config/documents.config';
import { ConvertQuoteService } from './documents/convert-quote.service';
import { DOCUMENT_MODEL, documentSchema } from './documents/document.schema';
import { DocumentsService } from './documents/documents.service';
import { PartySnapshots } from './documents/party-snapshots';
import { CreditNotesService } from './documents/credit-notes.service';
import { DuplicateDocumentService } from './documents/duplicate-document.service';
import { DocumentsController } from './documents.controller';
import { COUNTER_MODEL, counterSchema } from './numbering/counter.schema';
import { NumberingService } from './numbering/numbering.service';
import { LOGO_MODEL, logoSchema } from './logos/logo.schema';
import { LogosController } from './logos/logos.controller';
import { LogosService } from './logos/logos.service';
import { PreferencesController } from './preferences/preferences.controller';
import { PREFERENCES_MODEL, preferencesSchema } from './preferences/preferences.schema';
import { PreferencesService } from './preferences/preferences.service';
import { DocumentMailFailedController } from './sharing/document-mail-failed.controller';
import { DOCUMENT_SEND_MODEL, documentSendSchema } from './sharing/document-send.schema';
import { SHARE_LINK_MODEL, shareLinkSchema } from './sharing/share-link.schema';
import { SharingController } from './sharing/sharing.controller';
import { SharingService } from './sharing/sharing.service';
import { UserDeletedController } from './erasure/user-deleted.controller';
import { StatsService } from './stats/stats.service';
import { CardPaymentsService } from './payments/card-payments.service';
import { OverdueSweepService } from './payments/overdue-sweep.service';
import { PayableService } from './payments/payable.service';
import { PaymentLedger } from './payments/payment-ledger';
import { PaymentNotices } from './payments/payment-notices';
import { PaymentsController } from './payments/payments.controller';
import { PaymentsService } from './payments/payments.service';
import { OwnerTimeZones } from './preferences/owner-time-zones';
import { QuoteExpiryController } from './quote-expiry/quote-expiry.controller';
import { QuoteExpiryService } from './quote-expiry/quote-expiry.service';
import { QuoteExpirySource } from './quote-expiry/quote-expiry.source';
import { DevClockController } from './scheduler/dev-clock.controller';
import { DUE_LEASE_MODEL, dueLeaseSchema } from './scheduler/due-lease.schema';
import { DueLeases } from './scheduler/due-leases';
import { DEV_CLOCK_MODEL, devClockSchema } from './scheduler/dev-clock.schema';
import { DueWorkRegistry } from './scheduler/due-work.registry';
import { SchedulerClock } from './scheduler/scheduler-clock';
import { SchedulerService } from './scheduler/scheduler.service';
// Recurring invoices (issue 25, h/recur).
import { RECURRING_PROFILE_MODEL, recurringProfileSchema } from './recurring/recurring-profile.schema';
import { RECURRING_RUN_MODEL, recurringRunSchema } from './recurring/recurring-run.schema';
import { RecurringController } from './recurring/recurring.controller';
import { RecurringProfilesService } from './recurring/recurring-profiles.service';
import { RecurringZones } from './recurring/recurring-zone';
import { RecurringDueSource } from './recurring/recurring-due.source';
import { RecurringInvoiceDueController } from './recurring/recurring-invoice-due.controller';
import { RecurringInvoiceMaker } from './recurring/recurring-invoice.maker';
import { RecurringRuns } from './recurring/recurring-runs';
// Reminders (issue 25, item 2).
import { LateFees, ReminderDueController, ReminderSender, RemindersSource } from './reminders';

/** Invoices and quotes, their payments, their numbering, the owners' form preferences, logos and activity feeds. */
@Module({
  imports: [
    MongoModule.forFeature([
      { name: DOCUMENT_MODEL, schema: documentSchema },
      { name: COUNTER_MODEL, schema: counterSchema },
      { name: PREFERENCES_MODEL, schema: preferencesSchema },
      { name: ACTIVITY_MODEL, schema: activitySchema },
      { name: LOGO_MODEL, schema: logoSchema },
      { name: SHARE_LINK_MODEL, schema: shareLinkSchema },
      { name: DOCUMENT_SEND_MODEL, schema: documentSendSchema },
      // The scheduler.
      { name: DEV_CLOCK_MODEL, schema: devClockSchema },
      { name: DUE_LEASE_MODEL, schema: dueLeaseSchema },
      // Recurring invoices.
      { name: RECURRING_PROFILE_MODEL, schema: recurringProfileSchema },
      { name: RECURRING_RUN_MODEL, schema: recurringRunSchema },
    ]),
  ],
  controllers: [
    DocumentsController,
    PreferencesController,
    LogosController,
    ClientDeletedController,
    SharingController,
    DocumentMailFailedController,
    UserDeletedController,
    PaymentsController,
    // The scheduler.
    DevClockController,
    QuoteExpiryController,
    // Recurring invoices.
    RecurringController,
    RecurringInvoiceDueController,
    ReminderDueController,
  ],
  providers: [
    DocumentsService,
    ConvertQuoteService,
    DuplicateDocumentService,
    CreditNotesService,
    NumberingService,
    PreferencesService,
    ActivityService,
    StatsService,
    LogosService,
    ClientDirectory,
    PartySnapshots,
    SharingService,
    PaymentLedger,
    PaymentNotices,
    PaymentsService,
    CardPaymentsService,
    PayableService,
    OverdueSweepService,
    DueWorkRegistry,
    SchedulerClock,
    SchedulerService,
    DueLeases,
    OwnerTimeZones,
    QuoteExpirySource,
    QuoteExpiryService,
    // Recurring invoices.
    RecurringProfilesService,
    RecurringZones,
    RecurringDueSource,
    RecurringInvoiceMaker,
    RecurringRuns,
    RemindersSource,
    ReminderSender,
    LateFees,
  ],
})
export class DocumentsModule {
  /** The module with the service's validated configuration. */
  static register(config: DocumentsEnv): DynamicModule {
    return { module: DocumentsModule, providers: [{ provide: DOCUMENTS_CONFIG, useValue: config }] };
  }
}
