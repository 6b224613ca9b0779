import type { StateStore, StripeObject } from './state.ts';

/** Which collection holds an id, by its prefix. */
const COLLECTION_BY_PREFIX: Record<string, string> = {
  cus: 'customers',
  pm: 'payment_methods',
  seti: 'setup_intents',
  pi: 'payment_intents',
  ch: 'charges',
  re: 'refunds',
  acct: 'accounts',
  tr: 'transfers',
  po: 'payouts',
  prod: 'products',
  price: 'prices',
  sub: 'subscriptions',
  in: 'invoices',
  clock: 'test_clocks',
  fee: 'application_fees',
};

function findById(store: StateStore, id: string): StripeObject | undefined {
  const collection = COLLECTION_BY_PREFIX[id.slice(0, id.indexOf('_'))];
  return collection ? store.get(collection, id) : undefined;
}

/** Replaces the ids named by `expand` paths (`latest_charge`, `data.customer`, `a.b`) with their objects. */
export function expand(store: StateStore, value: unknown, paths: string[]): unknown {
  let result = value;
  for (const path of paths) result = expandPath(store, result, path.split('.'));
  return result;
}

function expandPath(store: StateStore, value: unknown, parts: string[]): unknown {
  if (parts.length === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => expandPath(store, item, parts));
  const [head = '', ...rest] = parts;
  const record = value as Record<string, unknown>;
  let field = record[head];
  if (typeof field === 'string') field = findById(store, field) ?? field;
  return { ...record, [head]: expandPath(store, field, rest) };
}
