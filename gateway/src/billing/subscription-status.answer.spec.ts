import { create } from '@bufbuild/protobuf';
import { Plan, SubscriptionStatusReplySchema } from '@paydraft/contracts';
import { subscriptionStatusAnswer } from './subscription-status.answer';

const noPurchases = create(SubscriptionStatusReplySchema, {});
const lapsed = { plan: Plan.FREE, planEndedAt: 1_700_000_000n };

describe('subscriptionStatusAnswer: the plan the subscription page shows', () => {
  it("shows a tester Lifetime (Beta Tester), never a lapsed plan's end", () => {
    expect(subscriptionStatusAnswer(noPurchases, lapsed, true)).toMatchObject({
      plan: 'lifetime',
      planLabel: 'Lifetime (Beta Tester)',
      isTester: true,
      planEndedAt: null,
    });
  });

  it("shows anyone else billing's plan, and when a lapsed Pro ended", () => {
    expect(subscriptionStatusAnswer(noPurchases, lapsed, false)).toMatchObject({
      plan: 'free',
      planLabel: 'Free',
      isTester: false,
      planEndedAt: 1_700_000_000,
    });
  });
});
