import { Controller, Module } from '@nestjs/common';
import { AuthRpc, BillingRpc, Plan } from '@paydraft/contracts';
import {
  RpcHandler,
  statelessServiceEnvSchema,
  type RpcRequest,
  type ServiceDefinition,
  type StatelessServiceEnv,
} from '@paydraft/nest-kit';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentsStack, type TestUser } from './documents-stack';

/** The plan billing answers per user (Free when not set): an owner's plan decides the public PDF's watermark. */
export const OWNER_PLANS = new Map<string, Plan>();

@Controller()
class FakeEntitlements {
  @RpcHandler(BillingRpc.entitlement)
  entitlement(request: RpcRequest<typeof BillingRpc.entitlement>) {
    return { plan: OWNER_PLANS.get(request.userId) ?? Plan.FREE, subscriptionStatus: '' };
  }
}

@Module({ controllers: [FakeEntitlements] })
class FakeBillingModule {}

/** billing as far as the gateway asks it of an owner who is not the caller: their plan. */
const fakeBilling: ServiceDefinition<StatelessServiceEnv> = {
  service: 'billing',
  envSchema: statelessServiceEnvSchema,
  feature: () => FakeBillingModule,
};

/** Owners marked as testers (Lifetime whatever billing says), as auth.contact tells. */
export const OWNER_TESTERS = new Set<string>();

@Controller()
class FakeContacts {
  @RpcHandler(AuthRpc.contact)
  contact(request: RpcRequest<typeof AuthRpc.contact>) {
    return {
      email: `${request.userId}@example.com`,
      username: '',
      isTester: OWNER_TESTERS.has(request.userId),
    };
  }
}

@Module({ controllers: [FakeContacts] })
class FakeAuthModule {}

/** auth as far as an owner's plan needs it: whether the owner is a tester (the test tokens have no account). */
const fakeAuth: ServiceDefinition<StatelessServiceEnv> = {
  service: 'auth',
  envSchema: statelessServiceEnvSchema,
  feature: () => FakeAuthModule,
};

/**
 * The documents stack for sharing: documents (with `sendLimit` sends per owner per hour), pdf-render,
 * a billing that answers the plans of OWNER_PLANS and an auth that answers OWNER_TESTERS.
 */
export class SharingStack extends DocumentsStack {
  constructor(
    private readonly gatewayEnv: Record<string, string> = {},
    private readonly sendLimit = 3,
  ) {
    super();
  }

  override async start() {
    await this.gateway.startService('documents', {
      DOCUMENT_SEND_LIMIT_PER_HOUR: String(this.sendLimit),
      RPC_TIMEOUT_MS: '5000',
    });
    await this.gateway.start(
      ['pdf-render'],
      {
        RPC_TIMEOUT_MS: '5000',
        ENTITLEMENT_CACHE_SECONDS: '0',
        SHARED_DOCUMENT_RATE_LIMIT: '100000',
        ...this.gatewayEnv,
      },
      { extraServices: [fakeBilling, fakeAuth] },
    );
    return this;
  }

  /** A Pro owner (as billing says too). */
  owner(): TestUser {
    const user = this.user(Plan.PRO);
    OWNER_PLANS.set(user.id, Plan.PRO);
    return user;
  }

  /** A call without an Authorization header: the public's. */
  async anonymous(method: string, path: string, body?: unknown) {
    const response = await this.gateway.fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as {
        success?: boolean;
        error?: string;
        code?: string;
        data: Record<string, unknown>;
      },
    };
  }
}

/** The PDF's text as poppler reads it. */
export function pdfText(bytes: ArrayBuffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'paydraft-shared-pdf-')), 'document.pdf');
  writeFileSync(path, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
