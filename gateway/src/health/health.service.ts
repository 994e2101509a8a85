import { Inject, Injectable } from '@nestjs/common';
import { HealthRpc, SERVICE_NAMES, StoreStatus, type ServiceName } from '@paydraft/contracts';
import { NATS_CONNECTION, RpcClient } from '@paydraft/nest-kit';
import type { NatsConnection } from 'nats';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';
import { runningInstances } from './instance-count';
import { natsHealth, type NatsHealth } from './nats-health';

export type ServiceHealth = {
  name: ServiceName;
  status: 'up' | 'down';
  version: string | null;
  /** Round trip gateway → NATS → service (including its database ping) → gateway. */
  latencyMs: number | null;
  store: 'up' | 'down' | 'none' | null;
  /** Instances answering right now (several when the service is scaled out); 0 when none does. */
  instances: number;
  error?: string;
};

export type SystemHealth = { status: 'up' | 'down'; services: ServiceHealth[]; nats: NatsHealth };

const STORE_LABELS: Record<StoreStatus, ServiceHealth['store']> = {
  [StoreStatus.UNSPECIFIED]: null,
  [StoreStatus.NONE]: 'none',
  [StoreStatus.UP]: 'up',
  [StoreStatus.DOWN]: 'down',
};

@Injectable()
export class HealthService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
  ) {}

  /** Up while every service answers and NATS keeps events; a NATS node lost from a cluster is 'degraded' only. */
  async check(): Promise<SystemHealth> {
    const [services, nats] = await Promise.all([
      Promise.all(SERVICE_NAMES.map((name) => this.checkOne(name))),
      natsHealth(this.connection, this.config.HEALTH_TIMEOUT_MS),
    ]);
    const up = services.every((service) => service.status === 'up') && nats.status !== 'down';
    return { status: up ? 'up' : 'down', services, nats };
  }

  private async checkOne(name: ServiceName): Promise<ServiceHealth> {
    const [answer, instances] = await Promise.all([
      this.askOne(name),
      runningInstances(this.connection, name, this.config.HEALTH_TIMEOUT_MS),
    ]);
    return { ...answer, instances: instances.size };
  }

  /** One instance's answer, through the queue group as every other call reaches the service. */
  private async askOne(name: ServiceName): Promise<Omit<ServiceHealth, 'instances'>> {
    const started = performance.now();
    try {
      const reply = await this.rpc.request(
        HealthRpc[name],
        {},
        { timeoutMs: this.config.HEALTH_TIMEOUT_MS, retries: 0 },
      );
      const latencyMs = Math.round(performance.now() - started);
      const store = STORE_LABELS[reply.store];
      const storeDown = store === 'down';
      return {
        name,
        status: storeDown ? 'down' : 'up',
        version: reply.version,
        latencyMs,
        store,
        ...(storeDown ? { error: 'its database is not reachable' } : {}),
      };
    } catch (error) {
      return {
        name,
        status: 'down',
        version: null,
        latencyMs: null,
        store: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
}
