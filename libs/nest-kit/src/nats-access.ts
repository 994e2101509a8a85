// The names and limits that infra/nats turns into nats-server permissions, settings and seed files, as an entry point of
// their own (@paydraft/nest-kit/nats-access): the nats-credentials bundle imports these without the
// rest of the kit, which would bring Nest and Mongoose into a job that only writes files.
export { DEAD_LETTER_STREAM, deadLetterSubject } from './events/dead-letters';
export { eventConsumerName } from './events/subject-consumer';
export { natsInboxPrefix, nkeySeedFile } from './nats/nats-credentials';
export { NATS_MAX_PAYLOAD_BYTES } from './nats/nats-payload';
