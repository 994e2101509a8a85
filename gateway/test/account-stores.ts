import type { ServiceName } from '@paydraft/contracts';
import { testEnv } from '@paydraft/nest-kit/testing';
import mongoose from 'mongoose';
import type { GatewayFixture } from './gateway-fixture';

export type StoredRow = { service: ServiceName; collection: string; row: Record<string, unknown> };

/** Every row of every collection of the services' own databases, read straight from the store. */
export class ServiceStores {
  private readonly connection = mongoose.createConnection(testEnv().MONGO_URL as string);

  constructor(
    private readonly gateway: GatewayFixture,
    private readonly services: readonly ServiceName[],
  ) {}

  async rows(): Promise<StoredRow[]> {
    const rows: StoredRow[] = [];
    for (const service of this.services) {
      const db = this.connection.useDb(this.gateway.databaseOf(service), { useCache: true }).db!;
      for (const { name } of await db.listCollections().toArray()) {
        const found = await db.collection(name).find({}).toArray();
        rows.push(
          ...found.map((row) => ({ service, collection: name, row: row as Record<string, unknown> })),
        );
      }
    }
    return rows;
  }

  /** The rows whose any field, at any depth, holds `text` (an id, an address). */
  async holding(text: string): Promise<StoredRow[]> {
    return (await this.rows()).filter(({ row }) => JSON.stringify(row).includes(text));
  }

  close() {
    return this.connection.close();
  }
}
