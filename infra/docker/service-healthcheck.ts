// Container healthcheck of a Paydraft service, bundled beside its main.js by the production build:
// `node healthcheck.js <service>`. A service has no HTTP port, so it asks `<service>.health` over NATS
// and exits 0 only when the service answers and its own database is up (the reply's store state),
// 1 otherwise with the reason on stderr. Unlike a bare "does it answer", a service whose database went
// away turns unhealthy, which is what `depends_on: condition: service_healthy` should wait for.
import { fromBinary, toBinary, create } from '@bufbuild/protobuf';
import {
  ERROR_HEADER,
  ErrorReplySchema,
  HealthRequestSchema,
  HealthRpc,
  SERVICE_NAMES,
  StoreStatus,
  type ServiceName,
} from '@paydraft/contracts';
import { connectNats } from '@paydraft/nest-kit';
import { ErrorCode, type NatsConnection } from 'nats';

/** Under compose's 5 s healthcheck timeout, so the reason is printed before Docker gives up. */
const DEADLINE_MS = 4000;

async function healthProblem(connection: NatsConnection, service: ServiceName): Promise<string | null> {
  const contract = HealthRpc[service];
  const reply = await connection.request(
    contract.subject,
    toBinary(HealthRequestSchema, create(HealthRequestSchema, {})),
    {
      timeout: DEADLINE_MS / 2,
    },
  );
  if (reply.headers?.has(ERROR_HEADER))
    return fromBinary(ErrorReplySchema, reply.data).message || 'error reply';
  const health = fromBinary(contract.reply, reply.data);
  return health.store === StoreStatus.DOWN ? 'its database does not answer' : null;
}

async function check(service: ServiceName): Promise<string | null> {
  let connection: NatsConnection | undefined;
  try {
    // Signed in as the service itself, as its container's app is (NATS_ACCESS lets a service call its
    // own health): the seed in NATS_CREDENTIALS_DIR, the identity NATS_IDENTITY overrides.
    connection = await connectNats(
      process.env.NATS_URL ?? 'nats://localhost:4222',
      process.env.NATS_IDENTITY ?? service,
      {
        credentialsDir: process.env.NATS_CREDENTIALS_DIR,
        name: `${service}-healthcheck`,
      },
    );
    return await healthProblem(connection, service);
  } catch (error) {
    // A refused sign-in or subject is as unhealthy as no answer, and says so.
    const code = (error as { code?: string }).code;
    return code === ErrorCode.NoResponders ? 'no instance is answering' : (error as Error).message;
  } finally {
    await connection?.close();
  }
}

function isServiceName(name: string | undefined): name is ServiceName {
  return SERVICE_NAMES.includes(name as ServiceName);
}

const service = process.argv[2];
if (!isServiceName(service)) {
  console.error(`usage: node healthcheck.js <${SERVICE_NAMES.join('|')}>`);
  process.exit(2);
}
// connectNats waits for a first connection forever (right for a service, not for a check).
setTimeout(() => {
  console.error(`${service}: NATS did not answer within ${DEADLINE_MS} ms`);
  process.exit(1);
}, DEADLINE_MS).unref();
check(service).then((problem) => {
  if (problem) console.error(`${service}: ${problem}`);
  process.exit(problem ? 1 : 0);
});
