import {
  ALL_EVENT_CONTRACTS,
  AuthRpc,
  BillingEvents,
  DocumentsRpc,
  NATS_ACCESS,
  NATS_IDENTITIES,
  SERVICE_NAMES,
  type NatsIdentity,
} from '@paydraft/contracts';
import { natsPermissions } from '../nats/permissions';
import { natsServerConfig } from '../nats/server-config';

const permissionsOf = (identity: NatsIdentity) => natsPermissions(identity, NATS_ACCESS[identity]);
const ownerOf = (subject: string) => subject.split('.')[0];

describe('NATS permissions generated from NATS_ACCESS', () => {
  it('let each service answer and publish only subjects of its own', () => {
    for (const service of SERVICE_NAMES) {
      const access = NATS_ACCESS[service];
      expect(access.answers.map((contract) => ownerOf(contract.subject))).toEqual(
        access.answers.map(() => service),
      );
      expect(access.publishes.map((contract) => ownerOf(contract.subject))).toEqual(
        access.publishes.map(() => service),
      );
    }
  });

  it('give every event exactly one publisher', () => {
    const publishers = ALL_EVENT_CONTRACTS.map(
      (contract) =>
        NATS_IDENTITIES.filter((identity) => NATS_ACCESS[identity].publishes.includes(contract)).length,
    );
    expect(publishers).toEqual(ALL_EVENT_CONTRACTS.map(() => 1));
  });

  it('let the mailer send the documents request it needs, not the others, and publish no billing event', () => {
    const { publish, subscribe } = permissionsOf('mailer');

    expect(publish).toContain(DocumentsRpc.getShared.subject);
    expect(publish).not.toContain(DocumentsRpc.list.subject);
    expect(publish).not.toContain(DocumentsRpc.delete.subject);
    expect(publish).not.toContain(BillingEvents.entitlementChanged.subject);
    expect(publish.filter((subject) => subject.includes('>') && !subject.startsWith('$JS.ACK.'))).toEqual([]);
    expect(subscribe).toContain('_INBOX.mailer.>');
    expect(subscribe).not.toContain('_INBOX.>');
  });

  it('give a consumer its own durable consumers and dead letters by name, and the stream delete only for secrets', () => {
    const mailer = permissionsOf('mailer').publish;
    const documents = permissionsOf('documents').publish;

    expect(mailer).toEqual(
      expect.arrayContaining([
        '$JS.API.CONSUMER.CREATE.PAYDRAFT_EVENTS.mailer__auth_password_reset_requested.auth.password_reset.requested',
        '$JS.API.CONSUMER.MSG.NEXT.PAYDRAFT_EVENTS.mailer__auth_password_reset_requested',
        '$JS.ACK.PAYDRAFT_EVENTS.mailer__auth_password_reset_requested.>',
        'deadletter.mailer.auth.password_reset.requested',
        '$JS.API.STREAM.MSG.DELETE.PAYDRAFT_EVENTS',
      ]),
    );
    expect(documents).toContain(
      '$JS.API.CONSUMER.MSG.NEXT.PAYDRAFT_EVENTS.documents__clients_client_deleted',
    );
    expect(documents).not.toContain('$JS.API.STREAM.MSG.DELETE.PAYDRAFT_EVENTS');
    expect(documents.some((subject) => subject.includes('mailer__'))).toBe(false);
  });

  it('keep the operator command to auth.set-tester, which the gateway may not call', () => {
    expect(permissionsOf('admin')).toEqual({
      publish: [AuthRpc.setTester.subject],
      subscribe: ['_INBOX.admin.>'],
      allowResponses: false,
    });
    expect(permissionsOf('gateway').publish).not.toContain(AuthRpc.setTester.subject);
  });

  it('write no empty allow list into the server config, which nats-server would read as no rule at all', () => {
    const config = natsServerConfig([
      {
        identity: 'quiet',
        publicKey: 'UQUIET',
        permissions: { publish: [], subscribe: ['a'], allowResponses: false },
      },
      {
        identity: 'answers',
        publicKey: 'UANSWERS',
        permissions: { publish: [], subscribe: ['b'], allowResponses: true },
      },
    ]);
    const users = (JSON.parse(config.slice(config.indexOf('{'))) as { authorization: { users: unknown[] } })
      .authorization.users;

    expect(users).toEqual([
      { nkey: 'UQUIET', permissions: { publish: { deny: ['>'] }, subscribe: { allow: ['a'] } } },
      { nkey: 'UANSWERS', permissions: { allow_responses: { max: 2 }, subscribe: { allow: ['b'] } } },
    ]);
  });
});
