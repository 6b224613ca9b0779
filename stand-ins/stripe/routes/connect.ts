import { invalidRequest, resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';
import { availableAmount, balanceView, credit, PLATFORM } from './balances.ts';

function requireAccount(core: StandInCore, id: string, param = 'account'): StripeObject {
  const account = core.store.get('accounts', id);
  if (!account) throw resourceMissing('account', id, param);
  return account;
}

function insufficient(): never {
  throw invalidRequest(
    'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
    undefined,
    'balance_insufficient',
  );
}

/** Connected accounts (ready to be paid in test mode), transfers, balances and payouts. */
export function connectRoutes(routes: RouteTable, core: StandInCore) {
  routes.post('/v1/accounts', ({ params, idempotencyKey }) => {
    const type = params.string('type') ?? 'express';
    if (!['express', 'custom', 'standard'].includes(type))
      throw invalidRequest(`Invalid type: ${type}`, 'type');
    const account = core.store.put('accounts', {
      id: newId('acct'),
      object: 'account',
      created: nowSeconds(),
      type,
      country: params.string('country') ?? 'US',
      email: params.string('email') ?? null,
      default_currency: params.string('default_currency') ?? 'usd',
      metadata: params.metadata(),
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
    });
    core.events.emit('account.updated', account, { idempotencyKey });
    return account;
  });

  routes.get('/v1/accounts/:id', ({ path }) => requireAccount(core, path.id, 'id'));

  routes.post('/v1/accounts/:id', ({ path, params }) => {
    const account = requireAccount(core, path.id, 'id');
    if (params.has('email')) account.email = params.string('email') || null;
    account.metadata = params.metadata(account.metadata as Record<string, string>);
    core.events.emit('account.updated', account);
    return core.store.put('accounts', account);
  });

  routes.del('/v1/accounts/:id', ({ path }) => {
    requireAccount(core, path.id, 'id');
    core.store.remove('accounts', path.id);
    return { id: path.id, object: 'account', deleted: true };
  });

  routes.get('/v1/accounts', ({ params }) =>
    listPage(Object.values(core.store.collection('accounts')), params, '/v1/accounts'),
  );

  routes.post('/v1/account_links', ({ params }) => {
    requireAccount(core, params.requiredString('account'));
    return {
      object: 'account_link',
      created: nowSeconds(),
      expires_at: nowSeconds() + 300,
      // Onboarding is already complete in the stand-in: the link leads straight back.
      url: params.requiredString('return_url'),
    };
  });

  routes.post('/v1/transfers', ({ params, idempotencyKey }) => {
    const amount = params.requiredInteger('amount');
    if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount');
    const currency = params.requiredString('currency').toLowerCase();
    const destination = requireAccount(core, params.requiredString('destination'), 'destination');
    if (availableAmount(core, PLATFORM, currency) < amount) insufficient();
    credit(core, PLATFORM, currency, -amount);
    credit(core, destination.id, currency, amount);
    const transfer = core.store.put('transfers', {
      id: newId('tr'),
      object: 'transfer',
      created: nowSeconds(),
      amount,
      amount_reversed: 0,
      currency,
      destination: destination.id,
      source_transaction: params.string('source_transaction') ?? null,
      transfer_group: params.string('transfer_group') ?? null,
      description: params.string('description') ?? null,
      metadata: params.metadata(),
      reversed: false,
    });
    core.events.emit('transfer.created', transfer, { idempotencyKey });
    return transfer;
  });

  routes.get('/v1/transfers/:id', ({ path }) => {
    const transfer = core.store.get('transfers', path.id);
    if (!transfer) throw resourceMissing('transfer', path.id, 'id');
    return transfer;
  });

  routes.get('/v1/transfers', ({ params }) => {
    const destination = params.string('destination');
    const items = Object.values(core.store.collection('transfers')).filter(
      (transfer) => !destination || transfer.destination === destination,
    );
    return listPage(items, params, '/v1/transfers');
  });

  routes.get('/v1/balance', ({ account }) => {
    if (account) requireAccount(core, account);
    return balanceView(core, account ?? PLATFORM);
  });

  routes.post('/v1/payouts', ({ params, account, idempotencyKey }) => {
    if (account) requireAccount(core, account);
    const owner = account ?? PLATFORM;
    const amount = params.requiredInteger('amount');
    if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount');
    const currency = params.requiredString('currency').toLowerCase();
    if (availableAmount(core, owner, currency) < amount) insufficient();
    credit(core, owner, currency, -amount);
    const payout = core.store.put('payouts', {
      id: newId('po'),
      object: 'payout',
      created: nowSeconds(),
      amount,
      currency,
      arrival_date: nowSeconds() + 2 * 86_400,
      method: params.string('method') ?? 'standard',
      status: 'paid',
      type: 'bank_account',
      description: params.string('description') ?? null,
      metadata: params.metadata(),
      destination_account: owner,
    });
    core.events.emit('payout.paid', payout, { idempotencyKey });
    const { destination_account: _owner, ...answer } = payout;
    return answer;
  });

  routes.get('/v1/payouts', ({ params, account }) => {
    const owner = account ?? PLATFORM;
    const items = Object.values(core.store.collection('payouts'))
      .filter((payout) => payout.destination_account === owner)
      .map(({ destination_account: _owner, ...payout }) => payout as StripeObject);
    return listPage(items, params, '/v1/payouts');
  });
}
