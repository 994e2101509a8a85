import { Inject, Injectable, Optional } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { StoreStatus, type HealthReplySchema } from '@paydraft/contracts';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../mongo/mongo.module';
import { pingStore } from '../mongo/mongo-connection';
import { SERVICE_IDENTITY, type ServiceIdentity } from '../bootstrap/service-identity';

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    @Inject(SERVICE_IDENTITY) private readonly identity: ServiceIdentity,
    @Optional() @Inject(MONGO_CONNECTION) private readonly connection?: Connection,
  ) {}

  async check(): Promise<MessageInitShape<typeof HealthReplySchema>> {
    const base = {
      service: this.identity.service,
      version: this.identity.version,
      instanceId: this.identity.instanceId,
      uptimeSeconds: BigInt(Math.floor((Date.now() - this.startedAt) / 1000)),
    };
    if (!this.connection) return { ...base, store: StoreStatus.NONE };
    const latency = await pingStore(this.connection);
    return latency === null
      ? { ...base, store: StoreStatus.DOWN }
      : { ...base, store: StoreStatus.UP, storeLatencyMs: Math.round(latency) };
  }
}
