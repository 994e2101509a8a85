import type { INestApplication, INestMicroservice, Type } from '@nestjs/common';
import { SERVICE_NAMES, type ServiceName } from '@paydraft/contracts';
import type { ServiceDefinition, StatelessServiceEnv } from '@paydraft/nest-kit';
import { startTestService, TEST_CLIENT_IDENTITY, testEnv, uniqueDbName } from '@paydraft/nest-kit/testing';
import { authDefinition } from '../../services/auth/src/auth.definition';
import { billingDefinition } from '../../services/billing/src/billing.definition';
import { clientsDefinition } from '../../services/clients/src/clients.definition';
import { documentsDefinition } from '../../services/documents/src/documents.definition';
import { mailerDefinition } from '../../services/mailer/src/mailer.definition';
import { pdfRenderDefinition } from '../../services/pdf-render/src/pdf-render.definition';
import { createGateway } from '../src/create-gateway';
import { TestCallersAuthenticator } from './test-callers';

type Overrides = Record<string, string>;

/** Log lines of the gateway and the services, as JSON objects, for tests that read the logs. */
export class CollectedLogs {
  readonly lines: Record<string, unknown>[] = [];

  write(line: string) {
    this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }

  of(app: string, requestId: string) {
    return this.lines.filter((line) => line.app === app && line.requestId === requestId);
  }
}

export type FixtureOptions = {
  /** The gateway's own variables, for example a lower PDF_RATE_LIMIT. */
  gatewayEnv?: Overrides;
  /** Routes a test adds to the gateway. */
  extraModules?: Type[];
  /** Services a test defines itself, started next to the named ones. */
  extraServices?: ServiceDefinition<StatelessServiceEnv>[];
  /** Collects every log line (at debug) instead of keeping the apps quiet. */
  logs?: CollectedLogs;
};

/** OPS_TOKEN of every fixture gateway: tests read the detail of /api/health with it (X-Ops-Token). */
export const TEST_OPS_TOKEN = 'integration-tests-only-ops-token-0123456789';

type Starter = (overrides: Overrides, logs?: CollectedLogs) => Promise<INestMicroservice>;

const STARTERS: Record<ServiceName, Starter> = {
  auth: (overrides, logs) => startTestService(authDefinition, overrides, { logDestination: logs }),
  documents: (overrides, logs) => startTestService(documentsDefinition, overrides, { logDestination: logs }),
  clients: (overrides, logs) => startTestService(clientsDefinition, overrides, { logDestination: logs }),
  billing: (overrides, logs) => startTestService(billingDefinition, overrides, { logDestination: logs }),
  mailer: (overrides, logs) => startTestService(mailerDefinition, overrides, { logDestination: logs }),
  'pdf-render': (overrides, logs) =>
    startTestService(pdfRenderDefinition, overrides, { logDestination: logs }),
};

/** The gateway listening on a free port, with the chosen services running in-process. */
export class GatewayFixture {
  private readonly services = new Map<ServiceName, INestMicroservice>();
  private readonly dbNames = new Map<ServiceName, string>();
  private gateway?: INestApplication;
  private readonly peers: INestApplication[] = [];
  private gatewayEnv: Overrides = {};
  baseUrl = '';

  private readonly extraServices: INestMicroservice[] = [];
  private logs?: CollectedLogs;

  /** `gatewayEnv` overrides the gateway's own variables, for example a lower PDF_RATE_LIMIT. */
  async start(
    names: readonly ServiceName[] = SERVICE_NAMES,
    gatewayEnv: Overrides = {},
    options: FixtureOptions = {},
  ) {
    this.logs = options.logs;
    await Promise.all(names.map((name) => this.startService(name)));
    for (const definition of options.extraServices ?? []) {
      const overrides = {
        MONGO_DB_NAME: uniqueDbName(definition.service.replace('-', '_')),
        // Stand-ins of a test, with subjects of their own: they sign in with the tests' broad identity.
        NATS_IDENTITY: TEST_CLIENT_IDENTITY,
        ...this.logLevel(),
      };
      this.extraServices.push(await startTestService(definition, overrides, { logDestination: this.logs }));
    }
    const env = {
      HEALTH_TIMEOUT_MS: '500',
      RPC_TIMEOUT_MS: '1000',
      OPS_TOKEN: TEST_OPS_TOKEN,
      // The run's NATS keeps the rate-limit counters: each fixture counts its own requests from 127.0.0.1.
      RATE_LIMIT_SCOPE: uniqueDbName('test'),
    };
    this.gatewayEnv = { ...env, ...this.logLevel(), ...gatewayEnv };
    this.gateway = await this.listeningGateway(options.extraModules);
    this.baseUrl = await this.gateway.getUrl();
    return this;
  }

  /**
   * Another gateway instance with the same variables (its rate-limit scope included) on the same NATS,
   * as a second replica behind a load balancer; stopped with the fixture. Returns its base URL.
   */
  async startPeer(): Promise<string> {
    const peer = await this.listeningGateway();
    this.peers.push(peer);
    return peer.getUrl();
  }

  private async listeningGateway(extraModules?: Type[]) {
    const { app } = await createGateway(testEnv(this.gatewayEnv), {
      logDestination: this.logs,
      extraModules,
      // Tests sign in as made-up callers (issueTestToken) as well as through the real auth service.
      wrapAuthenticator: (sessions) => new TestCallersAuthenticator(sessions),
    });
    await app.listen(0, '127.0.0.1');
    return app;
  }

  async startService(name: ServiceName, overrides: Overrides = {}) {
    if (!this.dbNames.has(name)) this.dbNames.set(name, uniqueDbName(name.replace('-', '_')));
    const app = await STARTERS[name](
      { MONGO_DB_NAME: this.dbNames.get(name)!, ...this.logLevel(), ...overrides },
      this.logs,
    );
    this.services.set(name, app);
    return app;
  }

  async stopService(name: ServiceName) {
    await this.services.get(name)?.close();
    this.services.delete(name);
  }

  /** The database of a service the fixture started (for tests that look into what it stores). */
  databaseOf(name: ServiceName): string {
    const db = this.dbNames.get(name);
    if (!db) throw new Error(`${name} was never started`);
    return db;
  }

  service(name: ServiceName): INestMicroservice {
    const app = this.services.get(name);
    if (!app) throw new Error(`${name} is not running`);
    return app;
  }

  fetch(path: string, init?: RequestInit) {
    return fetch(`${this.baseUrl}${path}`, init);
  }

  async stop() {
    await Promise.all(this.peers.map((peer) => peer.close()));
    await this.gateway?.close();
    await Promise.all([...this.services.keys()].map((name) => this.stopService(name)));
    await Promise.all(this.extraServices.map((app) => app.close()));
  }

  private logLevel(): Overrides {
    return this.logs ? { LOG_LEVEL: 'debug' } : {};
  }
}
