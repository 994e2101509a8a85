import { AuthRpc, SERVICE_NAMES } from '@paydraft/contracts';
import { createTestRpcClient } from '@paydraft/nest-kit/testing';
import sharp from 'sharp';
import { AuthClient, newAccount } from '../auth-client';
import { GatewayFixture } from '../gateway-fixture';
import { INVOICE } from '../documents-stack';
import { endpointsOf, type Endpoint, type OpenApiDocument } from './endpoints';

/** What a fuzzed request may name: a quote, its share link, a client and a logo of the signed-in user. */
export type Seeded = { quoteId: string; shareToken: string; clientId: string; logoFile: string };

/** Limits high enough that the fuzz run reaches the routes instead of their 429. */
const UNLIMITED = '1000000';

/**
 * Every service and the gateway, and an entitled user signed in through the real auth service: a
 * tester (Lifetime, whatever billing says), so the dashboard's routes answer rather than refuse.
 */
export class FuzzStack {
  readonly gateway = new GatewayFixture();
  token = '';
  seeded!: Seeded;
  endpoints: Endpoint[] = [];

  async start() {
    await this.gateway.startService('documents', { DOCUMENT_SEND_LIMIT_PER_HOUR: '10000' });
    await this.gateway.start(
      SERVICE_NAMES.filter((name) => name !== 'documents'),
      {
        RPC_TIMEOUT_MS: '10000',
        ENTITLEMENT_CACHE_SECONDS: '0',
        PDF_RATE_LIMIT: UNLIMITED,
        SHARED_DOCUMENT_RATE_LIMIT: UNLIMITED,
        AUTH_NETWORK_RATE_LIMIT: UNLIMITED,
        AUTH_ADDRESS_MAIL_LIMIT: UNLIMITED,
      },
    );
    this.token = await this.entitledUser();
    this.seeded = await this.seed();
    const reference = await this.gateway.fetch('/api/docs/openapi.json');
    this.endpoints = endpointsOf((await reference.json()) as OpenApiDocument);
    return this;
  }

  stop() {
    return this.gateway.stop();
  }

  private async entitledUser(): Promise<string> {
    const account = newAccount();
    const token = await new AuthClient(this.gateway).signedUp(account);
    const rpc = await createTestRpcClient();
    try {
      await rpc.client.request(AuthRpc.setTester, { email: account.email, isTester: true });
    } finally {
      await rpc.close();
    }
    return token;
  }

  private async seed(): Promise<Seeded> {
    const quote = await this.json('POST', '/api/documents/quote', INVOICE);
    const quoteId = (quote.data as { id: string }).id;
    const share = await this.json('POST', `/api/documents/quote/${quoteId}/share`);
    const client = await this.json('POST', '/api/clients', { business_name: 'Fuzz Ltd' });
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const logo = await this.gateway.fetch('/api/upload/logo', {
      method: 'POST',
      headers: this.auth(),
      body: form,
    });
    const { logoUrl } = (await logo.json()) as { logoUrl: string };
    return {
      quoteId,
      shareToken: (share.data as { token: string }).token,
      clientId: (client.data as { id: string }).id,
      logoFile: logoUrl.split('/').pop()!,
    };
  }

  auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  private async json(method: string, path: string, body?: unknown) {
    const response = await this.gateway.fetch(path, {
      method,
      headers: { ...this.auth(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data?: unknown };
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }
}
