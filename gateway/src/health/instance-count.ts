import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  HealthInstancesRpc,
  HealthReplySchema,
  HealthRequestSchema,
  type ServiceName,
} from '@paydraft/contracts';
import { RequestStrategy, type NatsConnection } from 'nats';

/**
 * Once one instance has answered, how long to wait for another before counting: instances answer
 * within a few milliseconds of each other unless one is busy rendering.
 */
const NEXT_REPLY_WAIT_MS = 200;

const EMPTY_REQUEST = toBinary(HealthRequestSchema, create(HealthRequestSchema, {}));

/**
 * The ids of the service's instances that answer `<service>.health.instances` (every instance
 * subscribes, outside the queue group); none when nobody answers within `timeoutMs`.
 */
export async function runningInstances(
  connection: NatsConnection,
  service: ServiceName,
  timeoutMs: number,
): Promise<Set<string>> {
  const instanceIds = new Set<string>();
  try {
    const replies = await connection.requestMany(HealthInstancesRpc[service].subject, EMPTY_REQUEST, {
      strategy: RequestStrategy.JitterTimer,
      maxWait: timeoutMs,
      jitter: NEXT_REPLY_WAIT_MS,
    });
    for await (const reply of replies) instanceIds.add(fromBinary(HealthReplySchema, reply.data).instanceId);
  } catch {
    // No responders (nobody subscribes) ends the iteration with an error: that is none running.
  }
  return instanceIds;
}
