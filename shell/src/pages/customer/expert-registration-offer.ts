/**
 * Router state of the customer home that opens the expert registration dialog on arrival: a
 * customer-only account signed in with a provider at the expert login.
 */
export const OFFER_EXPERT_REGISTRATION = { offerExpertRegistration: true } as const;

export function offersExpertRegistration(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { offerExpertRegistration?: unknown }).offerExpertRegistration === true
  );
}
