import { EVENTS_STREAM, type EventContract, type NatsAccess } from '@paydraft/contracts';
import {
  DEAD_LETTER_STREAM,
  deadLetterSubject,
  eventConsumerName,
  natsInboxPrefix,
} from '@paydraft/nest-kit/nats-access';

/** The subjects one NATS user may publish and subscribe to, as nats-server's `permissions` takes them. */
export type NatsPermissions = {
  publish: string[];
  subscribe: string[];
  /** May answer the requests it received (publish to their reply subject, once each). */
  allowResponses: boolean;
};

const API = '$JS.API';

/** What creating, checking and widening a stream takes (EventPublisher and the consumers do that at start). */
const streamUpkeep = (stream: string) => [
  `${API}.STREAM.INFO.${stream}`,
  `${API}.STREAM.CREATE.${stream}`,
  `${API}.STREAM.UPDATE.${stream}`,
];

/**
 * A durable consumer of one event subject, named as SubjectConsumer names it: creating or updating it
 * (the API subject carries the consumer and its filter), looking it up, pulling, and acknowledging.
 * The exact names keep a service from pulling or acknowledging another service's events.
 */
function durableConsumer(service: string, contract: EventContract): string[] {
  const durable = eventConsumerName(service, contract.subject);
  const rights = [
    `${API}.CONSUMER.CREATE.${EVENTS_STREAM}.${durable}.${contract.subject}`,
    `${API}.CONSUMER.INFO.${EVENTS_STREAM}.${durable}`,
    `${API}.CONSUMER.MSG.NEXT.${EVENTS_STREAM}.${durable}`,
    `$JS.ACK.${EVENTS_STREAM}.${durable}.>`,
    deadLetterSubject(service, contract.subject),
  ];
  // A handled secret-carrying event is erased; the API cannot narrow that to a subject, only a stream.
  if (contract.carriesSecret) rights.push(`${API}.STREAM.MSG.DELETE.${EVENTS_STREAM}`);
  return rights;
}

/** A key-value bucket is a stream (KV_<bucket>) whose subjects are $KV.<bucket>.<key>. */
function keyValueBucket(bucket: string): string[] {
  const stream = `KV_${bucket}`;
  return [
    ...streamUpkeep(stream),
    `$KV.${bucket}.>`,
    `${API}.STREAM.MSG.GET.${stream}`,
    `${API}.DIRECT.GET.${stream}`,
    `${API}.DIRECT.GET.${stream}.>`,
    `${API}.STREAM.PURGE.${stream}`,
    // Watches and key listings run an ordered (ephemeral) consumer with flow control.
    `${API}.CONSUMER.CREATE.${stream}`,
    `${API}.CONSUMER.CREATE.${stream}.>`,
    `${API}.CONSUMER.INFO.${stream}.>`,
    `${API}.CONSUMER.DELETE.${stream}.>`,
    `${API}.CONSUMER.MSG.NEXT.${stream}.>`,
    `$JS.FC.${stream}.>`,
  ];
}

/** The permissions of one identity, from its entry in NATS_ACCESS (proto/src/access.ts). */
export function natsPermissions(identity: string, access: NatsAccess): NatsPermissions {
  const usesJetStream =
    access.publishes.length +
      access.consumes.length +
      access.keyValueBuckets.length +
      access.inspectsStreams.length >
    0;
  const publish = [
    ...access.calls.map((contract) => contract.subject),
    ...access.publishes.map((contract) => contract.subject),
    // jetstreamManager() checks the account's JetStream first.
    ...(usesJetStream ? [`${API}.INFO`] : []),
    ...(access.publishes.length + access.consumes.length > 0 ? streamUpkeep(EVENTS_STREAM) : []),
    ...(access.consumes.length > 0 ? streamUpkeep(DEAD_LETTER_STREAM) : []),
    ...access.consumes.flatMap((contract) => durableConsumer(identity, contract)),
    ...access.keyValueBuckets.flatMap(keyValueBucket),
    ...access.inspectsStreams.map((stream) => `${API}.STREAM.INFO.${stream}`),
  ];
  const subscribe = [
    // Replies to its own requests, JetStream API answers and pulled events come to its own inboxes only.
    `${natsInboxPrefix(identity)}.>`,
    ...access.answers.map((contract) => contract.subject),
    ...access.listens.map((contract) => contract.subject),
  ];
  return {
    publish: unique(publish),
    subscribe: unique(subscribe),
    allowResponses: access.answers.length > 0,
  };
}

/** The test suite's own client: it plays any side (sends events, answers as a stand-in service). */
export const TEST_CLIENT_PERMISSIONS: NatsPermissions = {
  publish: ['>'],
  subscribe: ['>'],
  allowResponses: true,
};

const unique = (subjects: string[]) => [...new Set(subjects)];
