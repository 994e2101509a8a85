import { connect, type NatsConnection } from 'nats';
import { natsIdentityOptions } from './nats-credentials';
import { natsServers } from './nats-servers';

export type NatsConnectOptions = {
  /** NATS_CREDENTIALS_DIR: where `<identity>.nk` is; unset connects without credentials. */
  credentialsDir?: string;
  /** The connection's name in the server's monitoring; the identity unless given. */
  name?: string;
};

/**
 * Connects as one NATS identity (NATS_ACCESS in proto/src/access.ts says what it may do) to one of
 * NATS_URL's servers, with unlimited reconnects: a restarted server is picked up again, and in a
 * cluster the client moves to another node, where its subscriptions and queue groups are made again.
 */
export async function connectNats(
  natsUrl: string,
  identity: string,
  options: NatsConnectOptions = {},
): Promise<NatsConnection> {
  return connect({
    servers: natsServers(natsUrl),
    name: options.name ?? identity,
    ...natsIdentityOptions(identity, options.credentialsDir),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  });
}
