import { connect, type NatsConnection } from 'nats';
import { natsIdentityOptions } from './nats-credentials';

export type NatsConnectOptions = {
  /** NATS_CREDENTIALS_DIR: where `<identity>.nk` is; unset connects without credentials. */
  credentialsDir?: string;
  /** The connection's name in the server's monitoring; the identity unless given. */
  name?: string;
};

/**
 * Connects as one NATS identity (NATS_ACCESS in proto/src/access.ts says what it may do), with
 * unlimited reconnects, so a restarted NATS server is picked up again.
 */
export async function connectNats(
  url: string,
  identity: string,
  options: NatsConnectOptions = {},
): Promise<NatsConnection> {
  return connect({
    servers: url,
    name: options.name ?? identity,
    ...natsIdentityOptions(identity, options.credentialsDir),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  });
}
