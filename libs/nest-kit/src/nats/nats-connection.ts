import { connect, type NatsConnection } from 'nats';

/** Connects with unlimited reconnects, so a restarted NATS server is picked up again. */
export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  });
}
