import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';

const RETRY_DELAY_MS = 2000;

const closedOnPurpose = new WeakSet<Connection>();

/**
 * Creates the service's connection at once and opens it in the background,
 * retrying until the store answers. A missing store therefore shows as 'down'
 * in health instead of killing the process; queries wait (buffer) meanwhile.
 */
export function createMongoConnection(uri: string, dbName: string, logger: Logger): Connection {
  const connection = mongoose.createConnection();
  connection.on('error', (error) => logger.error({ err: error }, 'database connection error'));
  connection.on('disconnected', () => logger.warn('database disconnected'));
  void openWithRetry(connection, uri, dbName, logger);
  return connection;
}

async function openWithRetry(connection: Connection, uri: string, dbName: string, logger: Logger) {
  for (let attempt = 1; ; attempt++) {
    try {
      await connection.openUri(uri, { dbName, serverSelectionTimeoutMS: 5000 });
      logger.info({ dbName }, 'database connected');
      return;
    } catch (error) {
      if (closedOnPurpose.has(connection)) return;
      logger.warn({ err: error, attempt }, `database not reachable; retrying in ${RETRY_DELAY_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS).unref());
      if (closedOnPurpose.has(connection)) return;
    }
  }
}

/** Closes the connection and stops any retry still waiting to open it. */
export async function closeMongoConnection(connection: Connection): Promise<void> {
  closedOnPurpose.add(connection);
  await connection.close();
}

/** Round-trip time of a ping to the store, or null when it does not answer. */
export async function pingStore(connection: Connection): Promise<number | null> {
  if (connection.readyState !== mongoose.ConnectionStates.connected || !connection.db) return null;
  const started = performance.now();
  try {
    await connection.db.admin().ping();
    return performance.now() - started;
  } catch {
    return null;
  }
}

/** Waits for the first connection a little while, so a healthy start reports a healthy store at once. */
export async function awaitFirstConnection(connection: Connection, timeoutMs: number): Promise<void> {
  if (connection.readyState === mongoose.ConnectionStates.connected) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs).unref();
    connection.once('connected', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
