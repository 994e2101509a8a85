import { testEnv, uniqueDbName } from '@paydraft/nest-kit/testing';
import { createConnection } from 'mongoose';
import { MongoProcessedEventLog } from '../../src/events/mongo-processed-event-log';
import {
  PROCESSED_EVENT_MODEL,
  processedEventSchema,
  type ProcessedEventRecord,
} from '../../src/events/processed-event.schema';

/** The processed-event log on the run's store, in a database of its own, outside any Nest app. */
export async function openProcessedEventStore() {
  const connection = await createConnection(testEnv().MONGO_URL as string, {
    dbName: uniqueDbName('processed'),
  }).asPromise();
  const model = connection.model<ProcessedEventRecord>(PROCESSED_EVENT_MODEL, processedEventSchema);
  await model.init();
  return { log: new MongoProcessedEventLog(model), model, close: () => connection.close() };
}
