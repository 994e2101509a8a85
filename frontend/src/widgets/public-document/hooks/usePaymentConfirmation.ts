import { useEffect, useState } from 'react';
import type { PaymentReturn } from '../model/invoicePayment';

/**
 * Back from Checkout the payment is recorded by Stripe's webhook, which may arrive after the client:
 * until the invoice reads as paid, ask again after 1, 2, 4, 8 and 16 s, then stop and say it is still
 * being processed.
 */
export const CONFIRMATION_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

export type PaymentConfirmation = 'none' | 'received' | 'processing' | 'pending' | 'cancelled';

export function usePaymentConfirmation(returned: PaymentReturn, paid: boolean, refetch: () => void) {
  const [attempt, setAttempt] = useState(0);
  const waiting = returned === 'success' && !paid && attempt < CONFIRMATION_DELAYS_MS.length;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      refetch();
      setAttempt((current) => current + 1);
    }, CONFIRMATION_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [waiting, attempt, refetch]);

  const state: PaymentConfirmation =
    returned === 'cancelled'
      ? 'cancelled'
      : returned !== 'success'
        ? 'none'
        : paid
          ? 'received'
          : waiting
            ? 'processing'
            : 'pending';
  return state;
}
