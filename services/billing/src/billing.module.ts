import { Module, type DynamicModule } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { BillingController } from './billing.controller';
import { PriceCatalog } from './catalog/price-catalog';
import { CheckoutService } from './checkout/checkout.service';
import { OpenCheckouts } from './checkout/open-checkouts';
import { BILLING_CONFIG, type BillingEnv } from './config/billing.config';
import { ConnectController } from './connect/connect.controller';
import { ConnectEventHandler } from './connect/connect-event.handler';
import { ConnectService } from './connect/connect.service';
import { ConnectWebhooksService } from './connect/connect-webhooks.service';
import { CONNECTED_ACCOUNT_MODEL, connectedAccountSchema } from './connect/connected-account.schema';
import { ConnectedAccounts } from './connect/connected-accounts';
import { InvoiceCheckoutService } from './connect/invoice-checkout.service';
import { CUSTOMER_MODEL, customerSchema } from './customers/customer.schema';
import { CustomersService } from './customers/customers.service';
import { DevClockController } from './dev-clock/dev-clock.controller';
import { SimulatorClock } from './dev-clock/simulator-clock';
import { EntitlementsService } from './entitlements/entitlements.service';
import { UserDeletedController } from './erasure/user-deleted.controller';
import { LIFETIME_PURCHASE_MODEL, lifetimePurchaseSchema } from './lifetime/lifetime-purchase.schema';
import { LifetimePurchasesService } from './lifetime/lifetime-purchases.service';
import { createStripe, STRIPE } from './stripe/stripe-client';
import { StripeGateway } from './stripe/stripe-gateway';
import { OnePlanService } from './subscriptions/one-plan.service';
import { SUBSCRIPTION_MODEL, subscriptionSchema } from './subscriptions/subscription.schema';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { STRIPE_EVENT_MODEL, stripeEventSchema } from './webhooks/stripe-event.schema';
import { StripeEventLog } from './webhooks/stripe-event-log';
import { StripeEventHandler } from './webhooks/stripe-event.handler';
import { WebhooksService } from './webhooks/webhooks.service';

/**
 * Stripe customers, subscriptions, Lifetime purchases, webhook events, entitlements and owners' connected
 * accounts (Connect), in billing's database.
 */
@Module({})
export class BillingModule {
  static register(config: BillingEnv): DynamicModule {
    return {
      module: BillingModule,
      imports: [
        MongoModule.forFeature([
          { name: CUSTOMER_MODEL, schema: customerSchema },
          { name: SUBSCRIPTION_MODEL, schema: subscriptionSchema },
          { name: LIFETIME_PURCHASE_MODEL, schema: lifetimePurchaseSchema },
          { name: STRIPE_EVENT_MODEL, schema: stripeEventSchema },
          { name: CONNECTED_ACCOUNT_MODEL, schema: connectedAccountSchema },
        ]),
      ],
      controllers: [BillingController, ConnectController, UserDeletedController, DevClockController],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        { provide: STRIPE, useValue: createStripe(config) },
        StripeGateway,
        PriceCatalog,
        CustomersService,
        SubscriptionsService,
        LifetimePurchasesService,
        EntitlementsService,
        CheckoutService,
        OpenCheckouts,
        OnePlanService,
        StripeEventLog,
        StripeEventHandler,
        WebhooksService,
        ConnectedAccounts,
        ConnectService,
        InvoiceCheckoutService,
        ConnectEventHandler,
        ConnectWebhooksService,
        SimulatorClock,
      ],
    };
  }
}
