import { resourceMissing } from './errors.ts';
import type { StandInCore } from './server.ts';
import type { StripeObject } from './state.ts';

/**
 * Stored objects found as the Stripe API finds them: the object, or a 404 `resource_missing` naming
 * the parameter that held the id. Shared by every route that refers to a customer (customers,
 * payment methods, setup and payment intents, billing), so none of them needs another's routes.
 */
export function requireCustomer(core: StandInCore, id: string, param = 'customer'): StripeObject {
  const customer = core.store.get('customers', id);
  if (!customer) throw resourceMissing('customer', id, param);
  return customer;
}
