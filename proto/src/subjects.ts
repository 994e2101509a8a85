import {
  AvailabilityReplySchema,
  ChangeEmailReplySchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ChangeUsernameRequestSchema,
  CheckEmailRequestSchema,
  CheckUsernameRequestSchema,
  ConfirmEmailChangeReplySchema,
  ConfirmEmailChangeRequestSchema,
  DoneReplySchema,
  ExchangeLoginCodeRequestSchema,
  ForgotPasswordRequestSchema,
  GoogleSignInRequestSchema,
  LoginCodeReplySchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MeReplySchema,
  MeRequestSchema,
  ResetPasswordRequestSchema,
  SessionReplySchema,
  SetPasswordRequestSchema,
  SetTesterReplySchema,
  SetTesterRequestSchema,
  SignupRequestSchema,
  VerifyTokenReplySchema,
  VerifyTokenRequestSchema,
  ContactReplySchema,
  ContactRequestSchema,
  DeleteAccountRequestSchema,
} from './gen/paydraft/auth/v1/auth_pb';
import {
  EmailChangeRequestedSchema,
  PasswordResetRequestedSchema,
  UserEmailChangedSchema,
  UserDeletedSchema,
  UserRegisteredSchema,
} from './gen/paydraft/auth/v1/events_pb';
import {
  CreateCheckoutSessionRequestSchema,
  CreatePortalSessionRequestSchema,
  EntitlementReplySchema,
  EntitlementRequestSchema,
  HandleWebhookReplySchema,
  HandleWebhookRequestSchema,
  ConnectDisconnectRequestSchema,
  ConnectedOwnerRequestSchema,
  ConnectOnboardingRequestSchema,
  ConnectStatusReplySchema,
  ConnectStatusRequestSchema,
  HostedPageReplySchema,
  InvoiceCheckoutRequestSchema,
  SubscriptionStatusReplySchema,
  SubscriptionStatusRequestSchema,
  TrialEligibilityReplySchema,
  TrialEligibilityRequestSchema,
} from './gen/paydraft/billing/v1/billing_pb';
import { EntitlementChangedSchema } from './gen/paydraft/billing/v1/events_pb';
import {
  ClientReplySchema,
  CreateClientRequestSchema,
  DeleteClientReplySchema,
  DeleteClientRequestSchema,
  GetClientRequestSchema,
  ListClientsReplySchema,
  ListClientsRequestSchema,
  UpdateClientRequestSchema,
} from './gen/paydraft/clients/v1/clients_pb';
import { ClientDeletedSchema } from './gen/paydraft/clients/v1/events_pb';
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
import {
  CreateRecurringRequestSchema,
  DeleteRecurringReplySchema,
  ListRecurringReplySchema,
  ListRecurringRequestSchema,
  RecurringRefSchema,
  RecurringReplySchema,
  UpdateRecurringRequestSchema,
} from './gen/paydraft/documents/v1/recurring_pb';
import {
  DevClockAdvanceRequestSchema,
  DevClockReplySchema,
  DevClockRequestSchema,
} from './gen/paydraft/common/v1/dev_clock_pb';
import {
  DecideQuoteRequestSchema,
  SendDocumentReplySchema,
  SendDocumentRequestSchema,
  SharedDocumentReplySchema,
  SharedDocumentRequestSchema,
  ShareLinkReplySchema,
  ShareLinkRequestSchema,
} from './gen/paydraft/documents/v1/sharing_pb';
import {
  DocumentMailFailedSchema,
  MailDeliveredSchema,
  MailFailedSchema,
} from './gen/paydraft/mailer/v1/events_pb';
import { HealthReplySchema, HealthRequestSchema } from './gen/paydraft/health/v1/health_pb';
import {
  SendContactMessageReplySchema,
  SendContactMessageRequestSchema,
} from './gen/paydraft/mailer/v1/contact_pb';
import {
  RenderDocumentReplySchema,
  RenderDocumentRequestSchema,
  RenderEInvoiceReplySchema,
  RenderEInvoiceRequestSchema,
  RenderReceiptRequestSchema,
} from './gen/paydraft/pdf/v1/render_pb';
import {
  ConvertQuoteReplySchema,
  CardPaymentReplySchema,
  ConvertQuoteRequestSchema,
  CreateDocumentRequestSchema,
  DeletePaymentRequestSchema,
  DeleteDocumentReplySchema,
  DocumentRefSchema,
  DocumentReplySchema,
  ListDocumentsReplySchema,
  ListDocumentsRequestSchema,
  PayableReplySchema,
  PayableRequestSchema,
  RecentActivityReplySchema,
  RecentActivityRequestSchema,
  RecordCardPaymentRequestSchema,
  RecordCardRefundRequestSchema,
  RecordPaymentReplySchema,
  RecordPaymentRequestSchema,
  StatsReplySchema,
  StatsRequestSchema,
  TotalsReplySchema,
  TotalsRequestSchema,
  UpdateDocumentRequestSchema,
} from './gen/paydraft/documents/v1/documents_pb';
import {
  GetPreferencesRequestSchema,
  PreferencesReplySchema,
  SavePreferencesRequestSchema,
} from './gen/paydraft/documents/v1/preferences_pb';
import {
  DeleteLogoReplySchema,
  DeleteLogoRequestSchema,
  GetLogoReplySchema,
  GetLogoRequestSchema,
  UploadLogoReplySchema,
  UploadLogoRequestSchema,
} from './gen/paydraft/documents/v1/logos_pb';
import { event, rpc, type EventContract } from './contracts';
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

export const MailerRpc = {
  sendContactMessage: rpc(
    'mailer.send-contact',
    SendContactMessageRequestSchema,
    SendContactMessageReplySchema,
    {
      idempotent: false,
    },
  ),
} as const;

export const PdfRenderRpc = {
  renderDocument: rpc('pdf-render.render', RenderDocumentRequestSchema, RenderDocumentReplySchema, {
    idempotent: true,
    expensive: true,
  }),
  /** A document as a standalone e-invoice XML (CII, or UBL as XRechnung or Peppol). */
  renderEInvoice: rpc('pdf-render.einvoice', RenderEInvoiceRequestSchema, RenderEInvoiceReplySchema, {
    idempotent: true,
    expensive: true,
  }),
  /** A payment's receipt (mailer). */
  renderReceipt: rpc('pdf-render.receipt', RenderReceiptRequestSchema, RenderDocumentReplySchema, {
    idempotent: true,
    expensive: true,
  }),
} as const;

export const AuthRpc = {
  signup: rpc('auth.signup', SignupRequestSchema, SessionReplySchema, { idempotent: false }),
  login: rpc('auth.login', LoginRequestSchema, SessionReplySchema, { idempotent: false }),
  me: rpc('auth.me', MeRequestSchema, MeReplySchema, { idempotent: true }),
  checkUsername: rpc('auth.check-username', CheckUsernameRequestSchema, AvailabilityReplySchema, {
    idempotent: true,
  }),
  checkEmail: rpc('auth.check-email', CheckEmailRequestSchema, AvailabilityReplySchema, { idempotent: true }),
  changePassword: rpc('auth.change-password', ChangePasswordRequestSchema, DoneReplySchema, {
    idempotent: false,
  }),
  logout: rpc('auth.logout', LogoutRequestSchema, DoneReplySchema, { idempotent: true }),
  /** Not retried: once the account is gone a retry answers 401, which would hide the success. */
  deleteAccount: rpc('auth.delete-account', DeleteAccountRequestSchema, DoneReplySchema, {
    idempotent: false,
  }),
  forgotPassword: rpc('auth.forgot-password', ForgotPasswordRequestSchema, DoneReplySchema, {
    idempotent: false,
  }),
  resetPassword: rpc('auth.reset-password', ResetPasswordRequestSchema, DoneReplySchema, {
    idempotent: false,
  }),
  changeUsername: rpc('auth.change-username', ChangeUsernameRequestSchema, DoneReplySchema, {
    idempotent: true,
  }),
  setPassword: rpc('auth.set-password', SetPasswordRequestSchema, DoneReplySchema, { idempotent: false }),
  changeEmail: rpc('auth.change-email', ChangeEmailRequestSchema, ChangeEmailReplySchema, {
    idempotent: false,
  }),
  confirmEmailChange: rpc(
    'auth.confirm-email-change',
    ConfirmEmailChangeRequestSchema,
    ConfirmEmailChangeReplySchema,
    {
      idempotent: false,
    },
  ),
  verifyToken: rpc('auth.verify-token', VerifyTokenRequestSchema, VerifyTokenReplySchema, {
    idempotent: true,
  }),
  /**
   * Operator only: `npm run admin -- grant-tester EMAIL` / `revoke-tester EMAIL`. The gateway has no
   * route to it, on purpose, so nobody reaches it from the web; it trusts whoever can publish on NATS.
   */
  googleSignIn: rpc('auth.google-sign-in', GoogleSignInRequestSchema, SessionReplySchema, {
    idempotent: false,
  }),
  googleLoginCode: rpc('auth.google-login-code', GoogleSignInRequestSchema, LoginCodeReplySchema, {
    idempotent: false,
  }),
  exchangeLoginCode: rpc('auth.exchange-login-code', ExchangeLoginCodeRequestSchema, SessionReplySchema, {
    idempotent: false,
  }),
  setTester: rpc('auth.set-tester', SetTesterRequestSchema, SetTesterReplySchema, { idempotent: true }),
  /** Internal: an account's address, for mail about it that no request of its owner carries. */
  contact: rpc('auth.contact', ContactRequestSchema, ContactReplySchema, { idempotent: true }),
} as const;

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

export const BillingRpc = {
  /** Internal: the gateway asks it for each user it authenticates (and caches the answer). */
  entitlement: rpc('billing.entitlement', EntitlementRequestSchema, EntitlementReplySchema, {
    idempotent: true,
  }),
  trialEligibility: rpc(
    'billing.trial-eligibility',
    TrialEligibilityRequestSchema,
    TrialEligibilityReplySchema,
    {
      idempotent: true,
    },
  ),
  /** Each call opens a new Checkout session: not idempotent (a retry would leave a second one open). */
  createCheckoutSession: rpc(
    'billing.create-checkout-session',
    CreateCheckoutSessionRequestSchema,
    HostedPageReplySchema,
    { idempotent: false },
  ),
  createPortalSession: rpc(
    'billing.create-portal-session',
    CreatePortalSessionRequestSchema,
    HostedPageReplySchema,
    {
      idempotent: false,
    },
  ),
  subscriptionStatus: rpc(
    'billing.subscription-status',
    SubscriptionStatusRequestSchema,
    SubscriptionStatusReplySchema,
    {
      idempotent: true,
    },
  ),
  /** Processed once per Stripe event id, so a retry after a time-out is harmless. */
  handleWebhook: rpc('billing.handle-webhook', HandleWebhookRequestSchema, HandleWebhookReplySchema, {
    idempotent: true,
  }),
  /** Stripe Connect: a fresh onboarding link each time (the account is made once); not retried. */
  connectOnboarding: rpc(
    'billing.connect-onboarding',
    ConnectOnboardingRequestSchema,
    HostedPageReplySchema,
    {
      idempotent: false,
    },
  ),
  connectStatus: rpc('billing.connect-status', ConnectStatusRequestSchema, ConnectStatusReplySchema, {
    idempotent: true,
  }),
  connectDisconnect: rpc(
    'billing.connect-disconnect',
    ConnectDisconnectRequestSchema,
    ConnectStatusReplySchema,
    {
      idempotent: true,
    },
  ),
  /** Internal (gateway, public view): the invoice owner's connection, by owner id. */
  connectedOwner: rpc('billing.connected-owner', ConnectedOwnerRequestSchema, ConnectStatusReplySchema, {
    idempotent: true,
  }),
  /** Internal (gateway, pay now): a new Checkout Session per click; not retried (it would open two). */
  invoiceCheckout: rpc('billing.invoice-checkout', InvoiceCheckoutRequestSchema, HostedPageReplySchema, {
    idempotent: false,
  }),
  /** A Connect webhook delivery (the connected accounts' events), checked with the Connect secret. */
  handleConnectWebhook: rpc(
    'billing.handle-connect-webhook',
    HandleWebhookRequestSchema,
    HandleWebhookReplySchema,
    { idempotent: true },
  ),
  /** Development only (DEV_CLOCK=on): moves the Stripe simulator's clock; a retry would move it twice. */
  devClockAdvance: rpc('billing.dev-clock-advance', DevClockAdvanceRequestSchema, DevClockReplySchema, {
    idempotent: false,
  }),
} as const;

export const BillingEvents = {
  /** A webhook changed a user's plan: whoever caches entitlements drops its copy. */
  entitlementChanged: event('billing.entitlement.changed', EntitlementChangedSchema),
} as const;

export const ClientsRpc = {
  list: rpc('clients.list', ListClientsRequestSchema, ListClientsReplySchema, { idempotent: true }),
  get: rpc('clients.get', GetClientRequestSchema, ClientReplySchema, { idempotent: true }),
  /** A retry after a time-out could store the client twice. */
  create: rpc('clients.create', CreateClientRequestSchema, ClientReplySchema, { idempotent: false }),
  /** Sets the given fields: sending the same update twice leaves the same client. */
  update: rpc('clients.update', UpdateClientRequestSchema, ClientReplySchema, { idempotent: true }),
  /** Not retried: a second delete of a deleted client answers 404, which would hide the success. */
  delete: rpc('clients.delete', DeleteClientRequestSchema, DeleteClientReplySchema, { idempotent: false }),
} as const;

export const ClientsEvents = {
  /** For documents: it unlinks the owner's documents from the client (they remain). */
  clientDeleted: event('clients.client.deleted', ClientDeletedSchema),
} as const;

export const DocumentsRpc = {
  list: rpc('documents.list', ListDocumentsRequestSchema, ListDocumentsReplySchema, { idempotent: true }),
  get: rpc('documents.get', DocumentRefSchema, DocumentReplySchema, { idempotent: true }),
  /** A retry after a time-out could store the document twice, with two numbers. */
  create: rpc('documents.create', CreateDocumentRequestSchema, DocumentReplySchema, { idempotent: false }),
  /** Replaces the whole document: the same update twice leaves the same document. */
  update: rpc('documents.update', UpdateDocumentRequestSchema, DocumentReplySchema, { idempotent: true }),
  /** Not retried: a second delete answers 404, which would hide the success. */
  delete: rpc('documents.delete', DocumentRefSchema, DeleteDocumentReplySchema, { idempotent: false }),
  /** A retry would find the quote converted already and make a second invoice: not retried. */
  convertQuote: rpc('documents.convert-quote', ConvertQuoteRequestSchema, ConvertQuoteReplySchema, {
    idempotent: false,
  }),
  stats: rpc('documents.stats', StatsRequestSchema, StatsReplySchema, { idempotent: true }),
  totals: rpc('documents.totals', TotalsRequestSchema, TotalsReplySchema, { idempotent: true }),
  /** A new draft copy of a document: a retry after a time-out would make a second copy. */
  duplicate: rpc('documents.duplicate', DocumentRefSchema, DocumentReplySchema, { idempotent: false }),
  recentActivity: rpc('documents.recent-activity', RecentActivityRequestSchema, RecentActivityReplySchema, {
    idempotent: true,
  }),
  getPreferences: rpc('documents.get-preferences', GetPreferencesRequestSchema, PreferencesReplySchema, {
    idempotent: true,
  }),
  savePreferences: rpc('documents.save-preferences', SavePreferencesRequestSchema, PreferencesReplySchema, {
    idempotent: true,
  }),
  /** Replaces the caller's logo; a retry stores the same bytes under a new id, which is harmless. */
  uploadLogo: rpc('documents.upload-logo', UploadLogoRequestSchema, UploadLogoReplySchema, {
    idempotent: true,
  }),
  deleteLogo: rpc('documents.delete-logo', DeleteLogoRequestSchema, DeleteLogoReplySchema, {
    idempotent: true,
  }),
  /** Public: no caller; the logo id is unguessable. */
  getLogo: rpc('documents.get-logo', GetLogoRequestSchema, GetLogoReplySchema, { idempotent: true }),
  /** The owner's share link of a document: made on first ask, the same afterwards. */
  shareLink: rpc('documents.share-link', ShareLinkRequestSchema, ShareLinkReplySchema, { idempotent: true }),
  /** A new token for the document: the old link answers 404 from now on. */
  renewShareLink: rpc('documents.renew-share-link', ShareLinkRequestSchema, ShareLinkReplySchema, {
    idempotent: false,
  }),
  /** Emails the document through the mailer; a retry would send it twice. */
  sendDocument: rpc('documents.send-document', SendDocumentRequestSchema, SendDocumentReplySchema, {
    idempotent: false,
  }),
  /** Public: no caller; the token is the credential. */
  getShared: rpc('documents.get-shared', SharedDocumentRequestSchema, SharedDocumentReplySchema, {
    idempotent: true,
  }),
  /** Public: sent → viewed the first time (a later status stays); again changes nothing. */
  recordViewed: rpc('documents.record-viewed', SharedDocumentRequestSchema, SharedDocumentReplySchema, {
    idempotent: true,
  }),
  /** Public: once per quote; a retry after a time-out would meet its own decision as a 409. */
  acceptQuote: rpc('documents.accept-quote', DecideQuoteRequestSchema, SharedDocumentReplySchema, {
    idempotent: false,
  }),
  rejectQuote: rpc('documents.reject-quote', DecideQuoteRequestSchema, SharedDocumentReplySchema, {
    idempotent: false,
  }),
  /** A retry after a time-out would record the payment twice. */
  recordPayment: rpc('documents.record-payment', RecordPaymentRequestSchema, RecordPaymentReplySchema, {
    idempotent: false,
  }),
  /** Not retried: a second delete answers 404, which would hide the success. */
  deletePayment: rpc('documents.delete-payment', DeletePaymentRequestSchema, DocumentReplySchema, {
    idempotent: false,
  }),
  /** Public: no caller; the token is the credential. */
  payable: rpc('documents.payable', PayableRequestSchema, PayableReplySchema, { idempotent: true }),
  /** Internal (billing): once per checkout session, so a retry is harmless. */
  recordCardPayment: rpc(
    'documents.record-card-payment',
    RecordCardPaymentRequestSchema,
    CardPaymentReplySchema,
    {
      idempotent: true,
    },
  ),
  /** Internal (billing): records only what the charge's refunded total adds, so a retry is harmless. */
  recordCardRefund: rpc(
    'documents.record-card-refund',
    RecordCardRefundRequestSchema,
    CardPaymentReplySchema,
    {
      idempotent: true,
    },
  ),
  /** A retry after a time-out could make a second profile. */
  createRecurring: rpc('documents.recurring-create', CreateRecurringRequestSchema, RecurringReplySchema, {
    idempotent: false,
  }),
  listRecurring: rpc('documents.recurring-list', ListRecurringRequestSchema, ListRecurringReplySchema, {
    idempotent: true,
  }),
  getRecurring: rpc('documents.recurring-get', RecurringRefSchema, RecurringReplySchema, {
    idempotent: true,
  }),
  /** Replaces the profile's fields: the same update twice leaves the same profile. */
  updateRecurring: rpc('documents.recurring-update', UpdateRecurringRequestSchema, RecurringReplySchema, {
    idempotent: true,
  }),
  /** Not retried: a second delete answers 404, which would hide the success. */
  deleteRecurring: rpc('documents.recurring-delete', RecurringRefSchema, DeleteRecurringReplySchema, {
    idempotent: false,
  }),
  pauseRecurring: rpc('documents.recurring-pause', RecurringRefSchema, RecurringReplySchema, {
    idempotent: true,
  }),
  resumeRecurring: rpc('documents.recurring-resume', RecurringRefSchema, RecurringReplySchema, {
    idempotent: true,
  }),
  /** Each call skips one more occurrence: a retry would skip two. */
  skipRecurring: rpc('documents.recurring-skip', RecurringRefSchema, RecurringReplySchema, {
    idempotent: false,
  }),
  /** Development only (DEV_CLOCK=on): the scheduler's clock. */
  devClock: rpc('documents.dev-clock', DevClockRequestSchema, DevClockReplySchema, { idempotent: true }),
  /** Development only: moves the scheduler's clock, then runs the due work once; a retry would move it twice. */
  devClockAdvance: rpc('documents.dev-clock-advance', DevClockAdvanceRequestSchema, DevClockReplySchema, {
    idempotent: false,
  }),
} as const;

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
