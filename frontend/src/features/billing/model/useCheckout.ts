import { useState } from 'react';
import {
  useCreateCheckoutSessionMutation,
  useCreateLifetimeCheckoutSessionMutation,
  type Plan,
} from '../../../entities/plan';
import { checkoutErrorMessage } from './checkoutErrorMessage';
import { goToExternalPage, type Redirect } from '../../../shared/navigation/externalPage';

/**
 * The plan-purchase states: idle, loading with the chosen plan, then the browser leaves
 * for Stripe's checkout address, or an error banner shows and the page is idle again.
 */
export function useCheckout(redirect: Redirect = goToExternalPage) {
  const [createPro] = useCreateCheckoutSessionMutation();
  const [createLifetime] = useCreateLifetimeCheckoutSessionMutation();
  const [choosing, setChoosing] = useState<Plan['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (planId: Plan['id']) => {
    setChoosing(planId);
    setError(null);
    const result = await (planId === 'pro' ? createPro() : createLifetime());
    if (result.data?.success && result.data.url) {
      redirect(result.data.url);
      return;
    }
    setError(
      result.error
        ? checkoutErrorMessage(result.error)
        : (result.data?.error ?? 'Failed to create checkout session'),
    );
    setChoosing(null);
  };

  return { choosing, error, choose, dismissError: () => setError(null) };
}
