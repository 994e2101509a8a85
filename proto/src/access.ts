import type { EventContract, RpcContract } from './contracts';
import { SERVICE_NAMES, type ServiceName } from './services';
import {
  AuthEvents,
  AuthRpc,
  BillingEvents,
  BillingRpc,
  ClientsEvents,
  ClientsRpc,
  DocumentsEvents,
  DocumentsRpc,
  EVENTS_STREAM,
  HealthInstancesRpc,
  HealthRpc,
  MailerEvents,
  MailerRpc,
  PdfRenderRpc,
} from './subjects';

/**
 * Who may do what on NATS: one entry per NATS identity (a service, the gateway, the operator's admin
 * command). The server's permissions are generated from it (infra/nats) and so is the table of
 * docs/reference/nats-permissions.md, so a call not declared here is refused by the server, not only undocumented.
 */
export type NatsAccess = {
  /** Request subjects it subscribes to in its queue group: its own contracts only. */
  readonly answers: readonly RpcContract[];
  /** Request subjects of other identities it sends to. */
  readonly calls: readonly RpcContract[];
  /** Events it publishes to the events stream: its own only. */
  readonly publishes: readonly EventContract[];
  /** Events it reads through a durable JetStream consumer of its own (at least once). */
  readonly consumes: readonly EventContract[];
  /** Events it subscribes to directly on every instance, without a consumer (best effort, cache drops). */
  readonly listens: readonly EventContract[];
  /** JetStream key-value buckets it reads and writes. */
  readonly keyValueBuckets: readonly string[];
  /** Streams whose state it reads without touching their messages (which nodes keep them, for health). */
  readonly inspectsStreams: readonly string[];
};

export type NatsIdentity = ServiceName | 'gateway' | 'admin';

/** The bucket the gateway instances count their shared rate limits in. */
export const RATE_LIMIT_BUCKET = 'paydraft_limits';

const none = [] as const;

/** Every contract of a group but the named ones. */
function allBut<Group extends Record<string, RpcContract>>(
  group: Group,
  ...left: Array<keyof Group>
): RpcContract[] {
  return Object.entries(group)
    .filter(([name]) => !left.includes(name))
    .map(([, contract]) => contract);
}

/** A service's own requests and its health checks (the gateway asks one instance, then every one). */
function answering(service: ServiceName, group: Record<string, RpcContract>): RpcContract[] {
  return [...Object.values(group), HealthRpc[service], HealthInstancesRpc[service]];
}

/** A service; its container's healthcheck asks the service's own health, signed in as the service. */
const service = (
  name: ServiceName,
  group: Record<string, RpcContract>,
  rest: Partial<NatsAccess>,
): NatsAccess => ({
  answers: answering(name, group),
  publishes: none,
  consumes: none,
  listens: none,
  keyValueBuckets: none,
  inspectsStreams: none,
  ...rest,
  calls: [...(rest.calls ?? []), HealthRpc[name]],
});

export const NATS_ACCESS: Readonly<Record<NatsIdentity, NatsAccess>> = {
  auth: service('auth', AuthRpc, {
    publishes: Object.values(AuthEvents),
    // Its own: what is left of a deleted account (one-time tokens, sign-in failures) is erased after it.
    consumes: [AuthEvents.userDeleted],
  }),
  documents: service('documents', DocumentsRpc, {
    // A reminder mail offers 'Pay now' when the owner takes card payments, as the public view does.
    calls: [ClientsRpc.get, BillingRpc.connectedOwner],
    publishes: Object.values(DocumentsEvents),
    consumes: [
      ClientsEvents.clientDeleted,
      MailerEvents.documentMailFailed,
      AuthEvents.userDeleted,
      // Its scheduler's due actions: published by its tick, handled once by whichever instance takes them.
      DocumentsEvents.recurringInvoiceDue,
      DocumentsEvents.reminderDue,
      DocumentsEvents.quoteExpiryDue,
    ],
  }),
  clients: service('clients', ClientsRpc, {
    publishes: Object.values(ClientsEvents),
    consumes: [AuthEvents.userDeleted],
  }),
  billing: service('billing', BillingRpc, {
    // A verified Connect webhook's card payment or refund is recorded on its invoice.
    calls: [DocumentsRpc.recordCardPayment, DocumentsRpc.recordCardRefund],
    publishes: Object.values(BillingEvents),
    consumes: [AuthEvents.userDeleted],
  }),
  mailer: service('mailer', MailerRpc, {
    // A shared document's email: the document, its logo, the owner's address and plan, its PDF.
    calls: [
      DocumentsRpc.getShared,
      DocumentsRpc.getLogo,
      AuthRpc.contact,
      BillingRpc.entitlement,
      PdfRenderRpc.renderDocument,
      PdfRenderRpc.renderReceipt,
    ],
    publishes: Object.values(MailerEvents),
    consumes: [
      AuthEvents.passwordResetRequested,
      AuthEvents.emailChangeRequested,
      AuthEvents.userEmailChanged,
      AuthEvents.userDeleted,
      DocumentsEvents.sendRequested,
      DocumentsEvents.quoteAccepted,
      DocumentsEvents.quoteRejected,
      DocumentsEvents.paymentRecorded,
      DocumentsEvents.reminderMailRequested,
    ],
  }),
  'pdf-render': service('pdf-render', PdfRenderRpc, {}),
  gateway: {
    answers: none,
    calls: [
      // setTester is the operator's (admin below); contact tells a shared document's PDF the owner's plan.
      ...allBut(AuthRpc, 'setTester'),
      ...Object.values(BillingRpc),
      ...Object.values(ClientsRpc),
      // Card payments and refunds come from billing's verified webhooks only.
      ...allBut(DocumentsRpc, 'recordCardPayment', 'recordCardRefund'),
      ...Object.values(MailerRpc),
      // Receipts are the mailer's.
      ...allBut(PdfRenderRpc, 'renderReceipt'),
      ...SERVICE_NAMES.flatMap((name) => [HealthRpc[name], HealthInstancesRpc[name]]),
    ],
    publishes: none,
    consumes: none,
    listens: [BillingEvents.entitlementChanged],
    keyValueBuckets: [RATE_LIMIT_BUCKET],
    // /api/health reports which NATS nodes keep the events stream.
    inspectsStreams: [EVENTS_STREAM],
  },
  admin: {
    answers: none,
    calls: [AuthRpc.setTester],
    publishes: none,
    consumes: none,
    listens: none,
    keyValueBuckets: none,
    inspectsStreams: none,
  },
};

export const NATS_IDENTITIES = Object.keys(NATS_ACCESS) as NatsIdentity[];
