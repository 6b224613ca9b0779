import { useLingui } from '@lingui/react/macro';
import type { PayFailureKind } from './payFailure.ts';

/** What the checkout's alert says happened, per kind of payment failure (the reason goes below it). */
export function usePayFailureTitles(): Record<PayFailureKind, string> {
  const { t } = useLingui();
  return {
    declined: t`The payment was not completed. Nothing was booked or charged.`,
    card: t`This card cannot be used. Nothing was booked or charged.`,
    taken: t`This time was taken while you were paying.`,
    'in-progress': t`Your payment is still being processed.`,
    'not-confirmed': t`The payment was not completed. Nothing was booked.`,
    'not-authenticated': t`Your bank has not confirmed the payment yet. Nothing was charged.`,
    unavailable: t`The payment could not be made right now. Nothing was booked.`,
    network: t`The server could not be reached. Check your connection and press Pay again: you will not be charged twice.`,
    other: t`The payment could not be made. Nothing was booked.`,
  };
}
