import type { Connection, mongo } from 'mongoose';

/** The store commands that write. */
const WRITE_COMMANDS = ['insert', 'update', 'delete', 'findAndModify'];

/** A write a service sent to the store: its command, collection and write concern (undefined: the default). */
export type StoreWrite = { command: string; collection: string; writeConcern: mongo.Document | undefined };

/**
 * The store URL with the driver's command monitoring on, for a service whose writes a test watches
 * (storeWritesDuring): the option can only be given when the client is made.
 */
export function monitoredMongoUrl(url: string): string {
  if (url.includes('?')) return `${url}&monitorCommands=true`;
  const hasPath = url.slice(url.indexOf('://') + 3).includes('/');
  return `${url}${hasPath ? '' : '/'}?monitorCommands=true`;
}

/** The writes `connection` (opened on a monitoredMongoUrl) sent while `work` ran, in order. */
export async function storeWritesDuring(
  connection: Connection,
  work: () => Promise<unknown>,
): Promise<StoreWrite[]> {
  await connection.asPromise();
  const client = connection.getClient();
  const writes: StoreWrite[] = [];
  const listener = (event: mongo.CommandStartedEvent) => {
    if (!WRITE_COMMANDS.includes(event.commandName)) return;
    writes.push({
      command: event.commandName,
      collection: String(event.command[event.commandName]),
      writeConcern: event.command.writeConcern as mongo.Document | undefined,
    });
  };
  client.on('commandStarted', listener);
  try {
    await work();
  } finally {
    client.off('commandStarted', listener);
  }
  return writes;
}
