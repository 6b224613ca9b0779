import type { StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';

/** The balance id of the platform; connected accounts use their account id. */
export const PLATFORM = 'platform';

function balanceOf(core: StandInCore, owner: string): StripeObject {
  return (
    core.store.get('balances', owner) ??
    core.store.put('balances', { id: owner, object: 'balance', livemode: false, available: [], pending: [] })
  );
}

/** Adds (or with a negative amount, takes) funds; test mode makes them available at once. */
export function credit(core: StandInCore, owner: string, currency: string, amount: number) {
  const balance = balanceOf(core, owner);
  const available = balance.available as { amount: number; currency: string }[];
  const entry = available.find((item) => item.currency === currency);
  if (entry) entry.amount += amount;
  else available.push({ amount, currency, source_types: { card: amount } } as never);
  core.store.put('balances', balance);
}

export function availableAmount(core: StandInCore, owner: string, currency: string): number {
  const available = balanceOf(core, owner).available as { amount: number; currency: string }[];
  return available.find((item) => item.currency === currency)?.amount ?? 0;
}

/** The balance as Stripe answers it (without the stand-in's owner id). */
export function balanceView(core: StandInCore, owner: string) {
  const { id: _owner, ...balance } = balanceOf(core, owner);
  return balance;
}
