import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { LIFETIME_PURCHASE_MODEL, type LifetimePurchase } from './lifetime-purchase.schema';

export type PaidPurchase = {
  paymentIntentId: string;
  userId: string;
  amount: number;
  currency: string;
  created: number;
};

/** Lifetime purchases: paid by a completed checkout, revoked by a full refund, in either order. */
@Injectable()
export class LifetimePurchasesService {
  constructor(@InjectModel(LIFETIME_PURCHASE_MODEL) private readonly purchases: Model<LifetimePurchase>) {}

  ofUser(userId: string) {
    return this.purchases.find({ userId, paid: true }).sort({ created: -1 }).lean<LifetimePurchase[]>();
  }

  /** `refunded` is left alone, so a refund that arrived first stays in force. */
  async recordPaid(purchase: PaidPurchase) {
    const { paymentIntentId, ...fields } = purchase;
    await this.purchases.updateOne(
      { _id: paymentIntentId },
      { $set: { ...fields, paid: true } },
      { upsert: true },
    );
  }

  /** Refunds only ever grow, so this can run before or after the purchase is recorded. */
  async recordRefunded(paymentIntentId: string, userId: string) {
    await this.purchases.updateOne(
      { _id: paymentIntentId },
      { $set: { refunded: true }, $setOnInsert: { userId } },
      { upsert: true },
    );
  }
}
