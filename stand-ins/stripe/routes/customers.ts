import { resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import { requireCustomer } from '../lookup.ts';
import { Params } from '../params.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';
import { attachPaymentMethod, requirePaymentMethod } from './payment-methods.ts';

function applyFields(core: StandInCore, customer: StripeObject, params: Params) {
  for (const field of ['email', 'name', 'description', 'phone'] as const) {
    if (params.has(field)) customer[field] = params.string(field) || null;
  }
  customer.metadata = params.metadata(customer.metadata as Record<string, string>);
  const invoiceSettings = params.object('invoice_settings');
  if (invoiceSettings?.has('default_payment_method')) {
    const id = invoiceSettings.string('default_payment_method') || null;
    if (id) {
      const method = requirePaymentMethod(core, id, 'invoice_settings[default_payment_method]');
      if (method.customer !== customer.id) {
        throw resourceMissing('PaymentMethod', id, 'invoice_settings[default_payment_method]');
      }
    }
    customer.invoice_settings = { ...(customer.invoice_settings as object), default_payment_method: id };
  }
}

export function customerRoutes(routes: RouteTable, core: StandInCore) {
  routes.post('/v1/customers', ({ params, idempotencyKey }) => {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      livemode: false,
      email: null,
      name: null,
      description: null,
      phone: null,
      metadata: {},
      balance: 0,
      currency: null,
      delinquent: false,
      test_clock: params.string('test_clock') ?? null,
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
    };
    const paymentMethod = params.string('payment_method');
    const withoutDefault = new Params({ ...params.values, invoice_settings: '' });
    applyFields(core, customer, withoutDefault);
    core.store.put('customers', customer);
    if (paymentMethod) attachPaymentMethod(core, paymentMethod, customer.id, idempotencyKey);
    applyFields(core, customer, new Params({ invoice_settings: params.values.invoice_settings ?? '' }));
    core.events.emit('customer.created', customer, { idempotencyKey });
    return customer;
  });

  routes.get('/v1/customers/:id', ({ path }) => requireCustomer(core, path.id, 'id'));

  routes.post('/v1/customers/:id', ({ path, params, idempotencyKey }) => {
    const customer = requireCustomer(core, path.id, 'id');
    applyFields(core, customer, params);
    core.store.put('customers', customer);
    core.events.emit('customer.updated', customer, { idempotencyKey });
    return customer;
  });

  routes.del('/v1/customers/:id', ({ path }) => {
    const customer = requireCustomer(core, path.id, 'id');
    for (const method of Object.values(core.store.collection('payment_methods'))) {
      if (method.customer !== customer.id) continue;
      method.customer = null;
      core.store.touch('payment_methods', method.id);
    }
    core.store.remove('customers', customer.id);
    core.events.emit('customer.deleted', customer);
    return { id: customer.id, object: 'customer', deleted: true };
  });

  routes.get('/v1/customers', ({ params }) => {
    const email = params.string('email');
    const items = Object.values(core.store.collection('customers')).filter(
      (c) => !email || c.email === email,
    );
    return listPage(items, params, '/v1/customers');
  });

  routes.get('/v1/customers/:id/payment_methods', ({ path, params }) => {
    requireCustomer(core, path.id, 'id');
    const type = params.string('type');
    const items = Object.values(core.store.collection('payment_methods')).filter(
      (method) => method.customer === path.id && (!type || method.type === type),
    );
    return listPage(items, params, `/v1/customers/${path.id}/payment_methods`);
  });
}
