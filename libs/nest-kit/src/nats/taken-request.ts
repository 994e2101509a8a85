import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { HealthInstancesRpc, TAKEN_BY_HEADER, type ServiceName } from '@paydraft/contracts';
import {
  ErrorCode as NatsErrorCode,
  NatsError,
  RequestStrategy,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from 'nats';

/** The reply of an expensive call, or, when none came in time, the instance that said it took the call. */
export type TakenAnswer = { reply: Msg; takenBy?: undefined } | { reply?: undefined; takenBy?: string };

/** How long the liveness question waits for the first instance, and for more after each one. */
const INSTANCES_WAIT_MS = 500;

/**
 * A request whose taker first answers who it is (TAKEN_BY_HEADER), then with the reply. request()
 * would end at that first answer, so this one reads the answers until the reply or the time-out; no
 * responders ends the answers with NATS' NoResponders error, as for request().
 */
export async function requestTaken(
  connection: NatsConnection,
  subject: string,
  data: Uint8Array,
  options: { timeout: number; headers: MsgHdrs },
): Promise<TakenAnswer> {
  const answers = await connection.requestMany(subject, data, {
    strategy: RequestStrategy.Timer,
    maxWait: options.timeout,
    headers: options.headers,
  });
  let takenBy: string | undefined;
  for await (const msg of answers) {
    const taker = msg.headers?.get(TAKEN_BY_HEADER);
    if (taker && msg.data.length === 0) takenBy = taker;
    else return { reply: msg };
  }
  return { takenBy };
}

/**
 * Whether the instance still answers its service's instance ping. When the question cannot be asked
 * (no permission, an unknown service) the instance counts as running: a call is then not sent again.
 */
export async function isInstanceRunning(
  connection: NatsConnection,
  service: string,
  instanceId: string,
): Promise<boolean> {
  const contract = HealthInstancesRpc[service as ServiceName];
  if (!contract) return true;
  try {
    const replies = await connection.requestMany(
      contract.subject,
      toBinary(contract.request, create(contract.request, {})),
      { maxWait: INSTANCES_WAIT_MS, strategy: RequestStrategy.JitterTimer },
    );
    for await (const msg of replies) {
      if (fromBinary(contract.reply, msg.data).instanceId === instanceId) return true;
    }
    return false;
  } catch (error) {
    return !(error instanceof NatsError && error.code === NatsErrorCode.NoResponders);
  }
}
