import mongoose from 'mongoose';

/** Every collection of every database on the stack's store ("database.collection") holding `text`. */
export async function collectionsHolding(text: string): Promise<string[]> {
  const url = process.env.PAYDRAFT_MONGO_URL;
  if (!url) throw new Error('PAYDRAFT_MONGO_URL is not set: run through e2e/jest.config.cjs');
  const connection = await mongoose.createConnection(url).asPromise();
  try {
    const found: string[] = [];
    const { databases } = await connection.db!.admin().listDatabases();
    for (const { name: database } of databases) {
      const db = connection.useDb(database).db!;
      for (const { name } of await db.listCollections().toArray()) {
        const rows = await db.collection(name).find({}).toArray();
        if (rows.some((row) => JSON.stringify(row).includes(text))) found.push(`${database}.${name}`);
      }
    }
    return found;
  } finally {
    await connection.close();
  }
}
