import {
  EmailChangeRequestedSchema,
  PasswordResetRequestedSchema,
  UserEmailChangedSchema,
  UserDeletedSchema,
  UserRegisteredSchema,
} from './gen/paydraft/auth/v1/events_pb';
import { AuthService } from './gen/paydraft/auth/v1/auth_pb';
import { EntitlementChangedSchema } from './gen/paydraft/billing/v1/events_pb';
import { BillingService } from './gen/paydraft/billing/v1/billing_pb';
import { ClientDeletedSchema } from './gen/paydraft/clients/v1/events_pb';
import { ClientsService } from './gen/paydraft/clients/v1/clients_pb';
import {
  DocumentSendRequestedSchema,
  DocumentViewedSchema,
  PaymentRecordedSchema,
  QuoteDecidedSchema,
  QuoteExpiryDueSchema,
  RecurringInvoiceDueSchema,
  ReminderDueSchema,
  ReminderMailRequestedSchema,
} from './gen/paydraft/documents/v1/events_pb';
import { DocumentsService } from './gen/paydraft/documents/v1/service_pb';
import { HealthReplySchema, HealthRequestSchema } from './gen/paydraft/health/v1/health_pb';
import {
  DocumentMailFailedSchema,
  MailDeliveredSchema,
  MailFailedSchema,
} from './gen/paydraft/mailer/v1/events_pb';
import { MailerService } from './gen/paydraft/mailer/v1/contact_pb';
import { PdfRenderService } from './gen/paydraft/pdf/v1/render_pb';
import { event, rpc, type EventContract } from './contracts';
import { rpcsOf } from './rpc-registry';
import { SERVICE_NAMES, type ServiceName } from './services';

/** Header set on a reply whose body is an ErrorReply instead of the contract's reply. */
export const ERROR_HEADER = 'Paydraft-Error';

/** The JetStream stream that holds every event of the contracts below. */
export const EVENTS_STREAM = 'PAYDRAFT_EVENTS';

function healthContract(service: ServiceName) {
  return rpc(`${service}.health`, HealthRequestSchema, HealthReplySchema, { idempotent: true });
}

export const HealthRpc = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, healthContract(service)]),
) as Record<ServiceName, ReturnType<typeof healthContract>>;

/**
 * Answered by every instance of the service, outside its queue group (HealthRpc reaches only one of
 * them): the gateway counts the replies to know how many instances run.
 */
function instancesContract(service: ServiceName) {
  return rpc(`${service}.health.instances`, HealthRequestSchema, HealthReplySchema, { idempotent: true });
}

export const HealthInstancesRpc = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, instancesContract(service)]),
) as Record<ServiceName, ReturnType<typeof instancesContract>>;

/**
 * Each service's calls, from its service block in proto/paydraft/<service>/v1/service.proto (subject,
 * messages, idempotency); rpc-registry.ts reads them.
 */
export const MailerRpc = rpcsOf(MailerService);

export const PdfRenderRpc = rpcsOf(PdfRenderService);

export const AuthRpc = rpcsOf(AuthService);

export const AuthEvents = {
  userRegistered: event('auth.user.registered', UserRegisteredSchema),
  /** For the mailer: it sends the reset link (erased from the stream once the mailer has it). */
  passwordResetRequested: event('auth.password_reset.requested', PasswordResetRequestedSchema, {
    carriesSecret: true,
  }),
  /** For the mailer: it sends the confirmation link to the new address (erased once handled). */
  emailChangeRequested: event('auth.email_change.requested', EmailChangeRequestedSchema, {
    carriesSecret: true,
  }),
  userEmailChanged: event('auth.user.email_changed', UserEmailChangedSchema),
  /** For every service: erase what it holds of the user (billing also cancels the subscription). */
  userDeleted: event('auth.user.deleted', UserDeletedSchema),
} as const;

/** The outcome of each outbox mail, published after it is recorded (at least once; the outbox id is the key). */
export const MailerEvents = {
  mailDelivered: event('mailer.mail.delivered', MailDeliveredSchema),
  mailFailed: event('mailer.mail.failed', MailFailedSchema),
  /** For documents: a send's email could not be built, so the document is not 'sent' by it. */
  documentMailFailed: event('mailer.document_mail.failed', DocumentMailFailedSchema),
} as const;

export const BillingRpc = rpcsOf(BillingService);

export const BillingEvents = {
  /** A webhook changed a user's plan: whoever caches entitlements drops its copy. */
  entitlementChanged: event('billing.entitlement.changed', EntitlementChangedSchema),
} as const;

export const ClientsRpc = rpcsOf(ClientsService);

export const ClientsEvents = {
  /** For documents: it unlinks the owner's documents from the client (they remain). */
  clientDeleted: event('clients.client.deleted', ClientDeletedSchema),
} as const;

export const DocumentsRpc = rpcsOf(DocumentsService);

export const DocumentsEvents = {
  /** For the mailer: it emails the document (the event holds its share token: erased once handled). */
  sendRequested: event('documents.document.send_requested', DocumentSendRequestedSchema, {
    carriesSecret: true,
  }),
  documentViewed: event('documents.document.viewed', DocumentViewedSchema),
  /** For the mailer: it tells the owner. */
  quoteAccepted: event('documents.quote.accepted', QuoteDecidedSchema),
  quoteRejected: event('documents.quote.rejected', QuoteDecidedSchema),
  /** For the mailer: the client's receipt (when asked) and, for a card payment, the owner's notice. */
  paymentRecorded: event('documents.payment.recorded', PaymentRecordedSchema),
  /** The scheduler's due actions, for documents itself (docs/scheduling.md). */
  recurringInvoiceDue: event('documents.recurring.invoice_due', RecurringInvoiceDueSchema),
  reminderDue: event('documents.reminder.due', ReminderDueSchema),
  quoteExpiryDue: event('documents.quote.expiry_due', QuoteExpiryDueSchema),
  /** For the mailer: a reminder to the client (the event holds the share token: erased once handled). */
  reminderMailRequested: event('documents.reminder.mail_requested', ReminderMailRequestedSchema, {
    carriesSecret: true,
  }),
} as const;

export const ALL_EVENT_CONTRACTS: readonly EventContract[] = [
  ...Object.values(AuthEvents),
  ...Object.values(MailerEvents),
  ...Object.values(BillingEvents),
  ...Object.values(ClientsEvents),
  ...Object.values(DocumentsEvents),
];
