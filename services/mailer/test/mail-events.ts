import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { EventContract } from '@paydraft/contracts';
import { connectTestClient } from '@paydraft/nest-kit/testing';

/** Everything published on an event's subject while the test runs, decoded (a plain NATS subscriber sees JetStream publishes). */
export async function recordEvents<Payload extends DescMessage>(contract: EventContract<Payload>) {
  const connection = await connectTestClient('mail-events-test');
  const seen: MessageShape<Payload>[] = [];
  const subscription = connection.subscribe(contract.subject, {
    callback: (_error, message) => seen.push(fromBinary(contract.payload, message.data)),
  });
  await connection.flush();
  return {
    seen,
    close: async () => {
      subscription.unsubscribe();
      await connection.drain();
    },
  };
}
