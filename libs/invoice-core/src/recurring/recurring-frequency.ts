/** How often a recurring profile makes an invoice (docs/recurring-invoices.md). */
export const RECURRING_FREQUENCIES = [
  'weekly',
  'biweekly',
  'four_weekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'semiannually',
  'yearly',
] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** The step between two occurrences: whole weeks, or whole months (which clamp to a month's last day). */
export const FREQUENCY_STEP: Readonly<Record<RecurringFrequency, { unit: 'week' | 'month'; count: number }>> =
  {
    weekly: { unit: 'week', count: 1 },
    biweekly: { unit: 'week', count: 2 },
    four_weekly: { unit: 'week', count: 4 },
    monthly: { unit: 'month', count: 1 },
    bimonthly: { unit: 'month', count: 2 },
    quarterly: { unit: 'month', count: 3 },
    semiannually: { unit: 'month', count: 6 },
    yearly: { unit: 'month', count: 12 },
  };

/** What the dashboard calls each frequency. */
export const RECURRING_FREQUENCY_LABELS: Readonly<Record<RecurringFrequency, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  four_weekly: 'Every 4 weeks',
  monthly: 'Monthly',
  bimonthly: 'Every 2 months',
  quarterly: 'Quarterly',
  semiannually: 'Every 6 months',
  yearly: 'Yearly',
};
