import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { SERVICE_NAMES, type ServiceName } from '@paydraft/contracts';
import { startTestService, testEnv, uniqueDbName } from '@paydraft/nest-kit/testing';
import { authDefinition } from '../../services/auth/src/auth.definition';
import { billingDefinition } from '../../services/billing/src/billing.definition';
import { clientsDefinition } from '../../services/clients/src/clients.definition';
import { documentsDefinition } from '../../services/documents/src/documents.definition';
import { mailerDefinition } from '../../services/mailer/src/mailer.definition';
import { pdfRenderDefinition } from '../../services/pdf-render/src/pdf-render.definition';
import { createGateway } from '../src/create-gateway';

type Overrides = Record<string, string>;

const STARTERS: Record<ServiceName, (overrides: Overrides) => Promise<INestMicroservice>> = {
  auth: (overrides) => startTestService(authDefinition, overrides),
  documents: (overrides) => startTestService(documentsDefinition, overrides),
  clients: (overrides) => startTestService(clientsDefinition, overrides),
  billing: (overrides) => startTestService(billingDefinition, overrides),
  mailer: (overrides) => startTestService(mailerDefinition, overrides),
  'pdf-render': (overrides) => startTestService(pdfRenderDefinition, overrides),
};

/** The gateway listening on a free port, with the chosen services running in-process. */
export class GatewayFixture {
  private readonly services = new Map<ServiceName, INestMicroservice>();
  private readonly dbNames = new Map<ServiceName, string>();
  private gateway?: INestApplication;
  baseUrl = '';

  /** `gatewayEnv` overrides the gateway's own variables, for example a lower PDF_RATE_LIMIT. */
  async start(names: readonly ServiceName[] = SERVICE_NAMES, gatewayEnv: Overrides = {}) {
    await Promise.all(names.map((name) => this.startService(name)));
    const { app } = await createGateway(
      testEnv({ HEALTH_TIMEOUT_MS: '500', RPC_TIMEOUT_MS: '1000', ...gatewayEnv }),
    );
    await app.listen(0, '127.0.0.1');
    this.gateway = app;
    this.baseUrl = await app.getUrl();
    return this;
  }

  async startService(name: ServiceName, overrides: Overrides = {}) {
    if (!this.dbNames.has(name)) this.dbNames.set(name, uniqueDbName(name.replace('-', '_')));
    const app = await STARTERS[name]({ MONGO_DB_NAME: this.dbNames.get(name)!, ...overrides });
    this.services.set(name, app);
    return app;
  }

  async stopService(name: ServiceName) {
    await this.services.get(name)?.close();
    this.services.delete(name);
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
    await this.gateway?.close();
    await Promise.all([...this.services.keys()].map((name) => this.stopService(name)));
  }
}
