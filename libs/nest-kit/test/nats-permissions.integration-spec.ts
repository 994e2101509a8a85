import { create, toBinary } from '@bufbuild/protobuf';
import {
  BillingEvents,
  DocumentsRpc,
  EntitlementChangedSchema,
  EVENTS_STREAM,
  NATS_ACCESS,
  Plan,
  type NatsIdentity,
} from '@paydraft/contracts';
import { connectNats, eventConsumerName, EventPublisher } from '@paydraft/nest-kit';
import { connectTestClient, eventually, testEnv } from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import {
  connect,
  ErrorCode,
  nkeyAuthenticator,
  nkeys,
  type Msg,
  type NatsConnection,
  type NatsError,
} from 'nats';

/** The harness's NATS runs locked down and hands its seeds over in NATS_CREDENTIALS_DIR. */
function credentialsDir(): string {
  const dir = process.env.NATS_CREDENTIALS_DIR;
  if (!dir)
    throw new Error('NATS_CREDENTIALS_DIR is not set: these tests need the harness’s locked-down NATS');
  return dir;
}

const natsUrl = () => testEnv().NATS_URL as string;
const signInAs = (identity: NatsIdentity) =>
  connectNats(natsUrl(), identity, { credentialsDir: credentialsDir() });
const codeOf = (error: unknown) => (error as NatsError).code;

/**
 * How the server answered a connection attempt. The server closes the socket right after its
 * '-ERR Authorization Violation'; now and then the client is still writing and sees EPIPE or ECONNRESET
 * instead of the verdict. Such an attempt is made again (at most 3 times): the test is about the verdict.
 */
async function serverVerdict(attempt: () => Promise<NatsConnection>): Promise<unknown> {
  for (let tries = 1; ; tries += 1) {
    try {
      const connection = await attempt();
      await connection.close();
      return { code: 'CONNECTED' };
    } catch (error) {
      const transport = ['EPIPE', 'ECONNRESET'].includes((error as NodeJS.ErrnoException).code ?? '');
      if (!transport || tries === 3) return error;
    }
  }
}

const mailerCalls = new Set(NATS_ACCESS.mailer.calls.map((contract) => contract.subject));
const documentsSubjectsNotForTheMailer = Object.values(DocumentsRpc)
  .map((contract) => contract.subject)
  .filter((subject) => !mailerCalls.has(subject));
/** Card payments and refunds are recorded from billing's verified webhooks only, never from the gateway. */
const documentsSubjectsOnlyBillingCalls = [DocumentsRpc.recordCardPayment, DocumentsRpc.recordCardRefund].map(
  (contract) => contract.subject,
);
const documentsSubjectsForTheGateway = Object.values(DocumentsRpc)
  .map((contract) => contract.subject)
  .filter((subject) => !documentsSubjectsOnlyBillingCalls.includes(subject));

describe('NATS locked down: each identity does only what proto/src/access.ts declares', () => {
  const open: NatsConnection[] = [];
  const track = async (connection: Promise<NatsConnection>) => {
    const ready = await connection;
    open.push(ready);
    return ready;
  };

  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.close()));
  });

  it('refuses a client without credentials, and one whose key the server does not know', async () => {
    expect(await serverVerdict(() => connect({ servers: natsUrl(), reconnect: false }))).toMatchObject({
      code: ErrorCode.AuthorizationViolation,
    });
    const stranger = nkeyAuthenticator(nkeys.createUser().getSeed());
    expect(
      await serverVerdict(() => connect({ servers: natsUrl(), reconnect: false, authenticator: stranger })),
    ).toMatchObject({ code: ErrorCode.AuthorizationViolation });
  });

  describe('documents requests', () => {
    let seen: string[];

    beforeEach(async () => {
      seen = [];
      // The documents identity answers its own subjects in its queue group, as the service does.
      const documents = await track(signInAs('documents'));
      for (const contract of Object.values(DocumentsRpc)) {
        documents.subscribe(contract.subject, {
          queue: 'documents',
          callback: (_error, msg: Msg) => {
            seen.push(msg.subject);
            msg.respond(new Uint8Array([1]));
          },
        });
      }
      await documents.flush();
    });

    it('a client with the mailer’s credentials cannot call documents subjects it is not declared to call; documents never sees them', async () => {
      const mailer = await track(signInAs('mailer'));
      expect(documentsSubjectsNotForTheMailer).toContain(DocumentsRpc.delete.subject);

      for (const subject of documentsSubjectsNotForTheMailer) {
        const refusal = await mailer.request(subject, new Uint8Array(), { timeout: 2000 }).catch(codeOf);
        expect({ subject, refusal }).toEqual({ subject, refusal: ErrorCode.PermissionsViolation });
      }
      expect(seen).toEqual([]);
    });

    it('the mailer still calls what it is declared to (documents.get-shared), and the gateway every documents subject but the card-payment ones', async () => {
      const mailer = await track(signInAs('mailer'));
      const gateway = await track(signInAs('gateway'));

      await mailer.request(DocumentsRpc.getShared.subject, new Uint8Array(), { timeout: 2000 });
      for (const subject of documentsSubjectsForTheGateway) {
        await gateway.request(subject, new Uint8Array(), { timeout: 2000 });
      }

      expect(seen).toEqual([DocumentsRpc.getShared.subject, ...documentsSubjectsForTheGateway]);
    });

    it('only billing records card payments and refunds: the gateway is refused, billing is answered', async () => {
      const gateway = await track(signInAs('gateway'));
      const billing = await track(signInAs('billing'));

      for (const subject of documentsSubjectsOnlyBillingCalls) {
        const refusal = await gateway.request(subject, new Uint8Array(), { timeout: 2000 }).catch(codeOf);
        expect({ subject, refusal }).toEqual({ subject, refusal: ErrorCode.PermissionsViolation });
        await billing.request(subject, new Uint8Array(), { timeout: 2000 });
      }

      expect(seen).toEqual(documentsSubjectsOnlyBillingCalls);
    });

    it('the mailer cannot answer documents requests or read the replies meant for the gateway', async () => {
      const mailer = await track(signInAs('mailer'));
      const refusals: string[] = [];
      const record = (error: NatsError | null) => {
        if (error) refusals.push(`${codeOf(error)} ${error.permissionContext?.subject}`);
      };

      mailer.subscribe(DocumentsRpc.list.subject, { queue: 'documents', callback: record });
      mailer.subscribe('_INBOX.gateway.>', { callback: record });

      await eventually(async () => (refusals.length === 2 ? true : undefined), 3000);
      expect(refusals.sort()).toEqual(
        [
          `${ErrorCode.PermissionsViolation} ${DocumentsRpc.list.subject}`,
          `${ErrorCode.PermissionsViolation} _INBOX.gateway.>`,
        ].sort(),
      );
    });
  });

  describe('billing events', () => {
    const entitlementChanged = BillingEvents.entitlementChanged;
    const payload = (userId: string) =>
      toBinary(EntitlementChangedSchema, create(EntitlementChangedSchema, { userId, plan: Plan.PRO }));

    it('a client with the mailer’s credentials cannot publish a billing event, to the stream or to listeners', async () => {
      const listener = await track(connectTestClient('billing-events-listener'));
      const heard: string[] = [];
      listener.subscribe(entitlementChanged.subject, {
        callback: (_error, msg) => heard.push(new TextDecoder().decode(msg.data)),
      });
      await listener.flush();
      const mailer = await track(signInAs('mailer'));
      const billing = await track(signInAs('billing'));
      const publisher = new EventPublisher(billing);
      // Billing's own event first: the stream then exists, whichever test ran before.
      await publisher.publish(entitlementChanged, { userId: randomUUID(), plan: Plan.PRO });
      const jsm = await listener.jetstreamManager();
      const storedBefore = await storedCount(jsm, entitlementChanged.subject);

      const refusal = await mailer
        .jetstream()
        .publish(entitlementChanged.subject, payload('forged-by-mailer'), { timeout: 2000 })
        .catch(codeOf);
      mailer.publish(entitlementChanged.subject, payload('forged-by-mailer'));
      await mailer.flush();
      // Billing publishes right after: once its event is heard, the forged ones would have been.
      const eventId = randomUUID();
      await publisher.publish(entitlementChanged, { userId: eventId, plan: Plan.PRO });

      expect(refusal).toBe(ErrorCode.PermissionsViolation);
      await eventually(async () => (heard.some((data) => data.includes(eventId)) ? true : undefined));
      expect(heard.filter((data) => data.includes('forged-by-mailer'))).toEqual([]);
      expect(await storedCount(jsm, entitlementChanged.subject)).toBe(storedBefore + 1);
    });

    it('the mailer cannot pull the events of another service’s durable consumer', async () => {
      const mailer = await track(signInAs('mailer'));
      const documentsConsumer = eventConsumerName('documents', 'clients.client.deleted');

      const pull = await mailer
        .request(`$JS.API.CONSUMER.MSG.NEXT.${EVENTS_STREAM}.${documentsConsumer}`, new Uint8Array(), {
          timeout: 2000,
        })
        .catch(codeOf);

      expect(pull).toBe(ErrorCode.PermissionsViolation);
    });
  });
});

async function storedCount(
  jsm: Awaited<ReturnType<NatsConnection['jetstreamManager']>>,
  subject: string,
): Promise<number> {
  const info = await jsm.streams.info(EVENTS_STREAM, { subjects_filter: subject });
  return info.state.subjects?.[subject] ?? 0;
}
