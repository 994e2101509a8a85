import type { Plan } from '@paydraft/contracts';
import { entitlementRefusal } from '@paydraft/nest-kit';

/**
 * Whether a PDF made for an owner of this plan carries the free footer watermark: not for a plan that
 * opens the dashboard (Pro, Lifetime, testers); yes otherwise, a plan billing could not tell included.
 */
export function watermarkFor(plan: Plan): boolean {
  return entitlementRefusal(plan) !== undefined;
}
