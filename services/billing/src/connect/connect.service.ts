import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { StripeGateway } from '../stripe/stripe-gateway';
import { connectUrls } from './connect-urls';
import { ConnectedAccounts } from './connected-accounts';

export type ConnectStatus = { connected: boolean; accountId: string; chargesEnabled: boolean };

const NOT_CONNECTED: ConnectStatus = { connected: false, accountId: '', chargesEnabled: false };

/**
 * An owner's own Stripe account for pay-now links (Connect, Standard accounts): made at Stripe on the
 * first ask, onboarded on Stripe's pages, forgotten on disconnect. Only its id is stored; whether it can
 * take charges is Stripe's answer, asked each time.
 */
@Injectable()
export class ConnectService {
  private readonly urls: ReturnType<typeof connectUrls>;

  constructor(
    private readonly stripe: StripeGateway,
    private readonly accounts: ConnectedAccounts,
    @Inject(BILLING_CONFIG) private readonly config: BillingEnv,
  ) {
    this.urls = connectUrls(config.APP_BASE_URL);
  }

  /** Card payments need a key and the Connect endpoint's secret (without it no payment is recorded). */
  get enabled(): boolean {
    return this.stripe.configured && Boolean(this.config.STRIPE_CONNECT_WEBHOOK_SECRET);
  }

  /** A fresh onboarding link (they expire within minutes) for the owner's account, made on the first ask. */
  async onboardingUrl(ownerId: string): Promise<string> {
    this.requireEnabled();
    const accountId = await this.ensureAccount(ownerId);
    const link = await this.stripe.call('accountLinks.create', (s) =>
      s.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: this.urls.onboardingRefresh,
        return_url: this.urls.onboardingReturn,
      }),
    );
    return link.url;
  }

  async status(ownerId: string): Promise<ConnectStatus> {
    if (!this.enabled) return NOT_CONNECTED;
    const accountId = await this.accounts.current(ownerId);
    if (!accountId) return NOT_CONNECTED;
    const account = await this.retrieve(accountId);
    if (!account) return NOT_CONNECTED;
    return { connected: true, accountId, chargesEnabled: account.charges_enabled };
  }

  async disconnect(ownerId: string): Promise<ConnectStatus> {
    await this.accounts.disconnect(ownerId);
    return NOT_CONNECTED;
  }

  /** The account an invoice's payment goes to: connected and able to take charges, else NOT_CONNECTED. */
  async chargeableAccount(ownerId: string): Promise<string> {
    this.requireEnabled();
    const status = await this.status(ownerId);
    if (!status.chargesEnabled) {
      throw new ServiceException(
        ServiceErrorReasons.NOT_CONNECTED,
        'This business does not take card payments here.',
      );
    }
    return status.accountId;
  }

  /**
   * The owner's current account, or a new Standard account. One Stripe no longer reaches (the owner
   * removed Paydraft from it) is replaced. The idempotency key numbers the owner's accounts, so racing
   * first asks make one account.
   */
  private async ensureAccount(ownerId: string): Promise<string> {
    const current = await this.accounts.current(ownerId);
    if (current && (await this.retrieve(current))) return current;
    if (current) await this.accounts.disconnect(ownerId);
    const key = `paydraft-connect-${ownerId}-${await this.accounts.countOf(ownerId)}`;
    const account = await this.stripe.call('accounts.create', (s) =>
      s.accounts.create(
        { type: 'standard', metadata: { paydraft_owner_id: ownerId } },
        { idempotencyKey: key },
      ),
    );
    await this.accounts.connect(ownerId, account.id);
    return account.id;
  }

  private retrieve(accountId: string): Promise<Stripe.Account | undefined> {
    return this.stripe.findAccount('accounts.retrieve', (s) => s.accounts.retrieve(accountId));
  }

  private requireEnabled() {
    if (!this.enabled) {
      throw new ServiceException(
        ServiceErrorReasons.STRIPE_NOT_CONFIGURED,
        'Card payments are not available here.',
      );
    }
  }
}
