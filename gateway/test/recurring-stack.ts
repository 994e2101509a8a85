import { Controller, Module } from '@nestjs/common';
import { AuthRpc, BillingRpc, Plan, type ServiceName } from '@paydraft/contracts';
import {
  RpcHandler,
  statelessServiceEnvSchema,
  type RpcRequest,
  type ServiceDefinition,
  type StatelessServiceEnv,
} from '@paydraft/nest-kit';
import { addMonths, format } from 'date-fns';
import { startMailCapture, type MailCapture } from '../../infra/mail-capture/src/mail-capture-server';
import { TEST_OPS_TOKEN } from './gateway-fixture';
import { DocumentsStack, INVOICE, type DocumentJson, type TestUser } from './documents-stack';

const API_KEY = 'SG.recurring-tests-only';

/**
 * billing as far as the clock and the mail ask it: the Stripe simulator's move (its own tests cover it)
 * and the owner's plan (Pro: the mailed PDF has no watermark).
 */
@Controller()
class FakeBillingClock {
  @RpcHandler(BillingRpc.entitlement)
  entitlement(_request: RpcRequest<typeof BillingRpc.entitlement>) {
    return { plan: Plan.PRO, subscriptionStatus: '' };
  }

  @RpcHandler(BillingRpc.devClockAdvance)
  advance(_request: RpcRequest<typeof BillingRpc.devClockAdvance>) {
    return { now: new Date().toISOString(), actionsRun: 0 };
  }
}
@Module({ controllers: [FakeBillingClock] })
class FakeBillingClockModule {}
const fakeBilling: ServiceDefinition<StatelessServiceEnv> = {
  service: 'billing',
  envSchema: statelessServiceEnvSchema,
  feature: () => FakeBillingClockModule,
};

/** auth as far as the mailer asks it: the owner's account email (the Reply-To when no business email). */
@Controller()
class FakeContacts {
  @RpcHandler(AuthRpc.contact)
  contact(request: RpcRequest<typeof AuthRpc.contact>) {
    return { email: `${request.userId}@example.com`, username: '', isTester: false };
  }
}
@Module({ controllers: [FakeContacts] })
class FakeContactsModule {}
const fakeAuth: ServiceDefinition<StatelessServiceEnv> = {
  service: 'auth',
  envSchema: statelessServiceEnvSchema,
  feature: () => FakeContactsModule,
};

export type ProfileJson = {
  id: string;
  status: string;
  next_date: string | null;
  next_run_at: string | null;
  invoices_created: string[];
  [field: string]: unknown;
};

/**
 * The recurring tests' stack: documents (DEV_CLOCK=on, as every test stack), clients, pdf-render and the
 * mailer writing to a mail capture; billing and auth as far as the clock and the mail need them.
 */
export class RecurringStack extends DocumentsStack {
  capture!: MailCapture;

  /** `services`: in-process services; documents may run elsewhere (the kill test's own processes). */
  override async start(services: readonly ServiceName[] = ['documents', 'clients', 'pdf-render']) {
    this.capture = await startMailCapture({ apiKey: API_KEY });
    await this.gateway.start(
      services,
      { RPC_TIMEOUT_MS: '5000' },
      {
        extraServices: [fakeBilling, fakeAuth],
      },
    );
    await this.gateway.startService('mailer', {
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_BASE_URL: this.capture.url,
      APP_BASE_URL: 'https://app.paydraft.test',
      MAIL_POLL_MS: '50',
      RPC_TIMEOUT_MS: '10000',
    });
    await this.startRpc();
    return this;
  }

  override async stop() {
    await super.stop();
    await this.capture?.close();
  }

  /** The scheduler's clock (GET /api/dev/clock). */
  async now(): Promise<Date> {
    const response = await this.gateway.fetch('/api/dev/clock');
    return new Date(((await response.json()) as { data: { now: string } }).data.now);
  }

  /** The documents instances /api/health counts. */
  async documentsInstances(): Promise<number | undefined> {
    const response = await this.gateway.fetch('/api/health', { headers: { 'x-ops-token': TEST_OPS_TOKEN } });
    const body = (await response.json()) as { services?: { name: string; instances: number }[] };
    return body.services?.find((service) => service.name === 'documents')?.instances;
  }

  /** POST /api/dev/clock/advance by `hours`: answers once the due work it found was handled. */
  async advanceHours(hours: number): Promise<{ now: string; actions_run: number }> {
    const response = await this.gateway.fetch('/api/dev/clock/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hours }),
    });
    const body = (await response.json()) as { data: { now: string; actions_run: number } };
    if (response.status !== 200)
      throw new Error(`advance answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** The invoices of `owner` made by profile `profileId`, oldest issue first. */
  async invoicesOf(owner: TestUser, profileId: string): Promise<DocumentJson[]> {
    const listed = await owner.call('GET', '/api/documents/all?type=invoice');
    const invoices = listed.body.data as unknown as DocumentJson[];
    return invoices
      .filter((invoice) => invoice.recurring_id === profileId)
      .sort((a, b) => String(a.issue_date).localeCompare(String(b.issue_date)));
  }
}

/** The clock's calendar day (UTC) `months` months on, YYYY-MM-DD. */
export const monthsFrom = (now: Date, months: number) => format(addMonths(utcDay(now), months), 'yyyy-MM-dd');
const utcDay = (now: Date) => new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** A profile body for `clientId`: 'Retainer :MONTH :YEAR', monthly at 09:00 UTC, due 14 days after issue. */
export const profileBody = (clientId: string, overrides: Record<string, unknown> = {}) => {
  const { issue_date: _issued, due_date: _due, ...template } = INVOICE;
  return {
    invoice: {
      ...template,
      client_id: clientId,
      items: [{ description: 'Retainer :MONTH :YEAR', qty: 1, price: 1000 }],
      notes: 'Covers :PERIOD',
    },
    frequency: 'monthly',
    end: { type: 'never' },
    time_zone: 'UTC',
    send_time: '09:00',
    auto_send: false,
    due_days: 14,
    ...overrides,
  };
};
