/** The two things Paydraft sells: amounts in cents. */
export const PLANS = {
  pro: {
    lookupKey: 'paydraft_pro_monthly',
    productName: 'Paydraft Pro',
    unitAmount: 500,
    currency: 'usd',
    interval: 'month',
    trialDays: 7,
  },
  lifetime: {
    lookupKey: 'paydraft_lifetime',
    productName: 'Paydraft Lifetime',
    unitAmount: 9900,
    currency: 'usd',
  },
} as const;
