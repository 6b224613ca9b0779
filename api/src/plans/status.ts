import type { ExpertSubscription } from 'shared-contracts';

export type PlanStatus = ExpertSubscription['stripe_status'];

/** The provider's subscription status as the subscriptions table keeps it. */
export function planStatus(providerStatus: string): PlanStatus {
  switch (providerStatus) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return providerStatus;
    case 'incomplete_expired':
      return 'canceled';
    default:
      // unpaid, paused: not paid for the current period.
      return 'past_due';
  }
}

export const fromSeconds = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);
