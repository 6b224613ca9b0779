import Stripe from 'stripe';
import type { ApiConfig } from '../config.ts';
import {
  BankDetailsRefusedError,
  CardRefusedError,
  type ChargeResult,
  type CreatedSubscription,
  type FoundCharge,
  type GatewayEvent,
  InsufficientFundsError,
  type PaymentGateway,
  PaymentNotFoundError,
  PaymentUnavailableError,
  type ProviderSubscription,
  type SavedBankAccount,
  type SavedCard,
  WebhookSignatureError,
} from './gateway.ts';

type StripeConfigPart = Pick<
  ApiConfig,
  'stripeSecretKey' | 'stripePublishableKey' | 'stripeApiBase' | 'stripeWebhookSecret'
>;

/** The SDK pointed at `stripeApiBase` (Stripe itself, or the local stand-in). */
function stripeClient(config: StripeConfigPart): Stripe {
  const base = new URL(config.stripeApiBase);
  const https = base.protocol === 'https:';
  return new Stripe(config.stripeSecretKey, {
    host: base.hostname,
    port: Number(base.port || (https ? 443 : 80)),
    protocol: https ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'expert-marketplace' },
  });
}

/** How many of a customer's newest charges `findCharge` reads before it gives up. */
const FIND_CHARGE_LIMIT = 500;

function toCard(method: Stripe.PaymentMethod): SavedCard {
  return {
    id: method.id,
    name: method.billing_details.name ?? '',
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}

/** Translates SDK errors into the seam's: card problems, unknown objects, provider trouble. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BankDetailsRefusedError) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'balance_insufficient') {
      throw new InsufficientFundsError(error.message);
    }
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.param?.startsWith('external_account')
    ) {
      throw new BankDetailsRefusedError(error.message, bankField(error.param));
    }
    if (error instanceof Stripe.errors.StripeCardError) {
      const intent = error.payment_intent;
      throw new CardRefusedError(
        error.message,
        error.code,
        error.decline_code,
        intent ? toFoundCharge(intent) : undefined,
      );
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
      throw new PaymentNotFoundError(error.message);
    }
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.param?.startsWith('payment_method')
    ) {
      throw new PaymentNotFoundError(error.message);
    }
    throw new PaymentUnavailableError(error);
  }
}

function bankField(param: string): BankDetailsRefusedError['field'] {
  if (param.includes('routing_number')) return 'routing_number';
  if (param.includes('country')) return 'country';
  if (param.includes('currency')) return 'currency';
  if (param.includes('holder_name')) return 'holder_name';
  return 'account_number';
}

function toFoundCharge(intent: Stripe.PaymentIntent): FoundCharge {
  const error = intent.last_payment_error;
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    ...(error?.message && {
      failure: { message: error.message, code: error.code, declineCode: error.decline_code },
    }),
    ...(intent.client_secret && { clientSecret: intent.client_secret }),
  };
}

/** Period end: on the items since API 2025-03-31 (basil), on the subscription before. */
function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0] as
    | { current_period_end?: number; current_period_start?: number }
    | undefined;
  const legacy = subscription as unknown as { current_period_end?: number; current_period_start?: number };
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    trialEnd: subscription.trial_end,
    currentPeriodEnd: item?.current_period_end ?? legacy.current_period_end ?? null,
    currentPeriodStart: item?.current_period_start ?? legacy.current_period_start ?? null,
  };
}

/**
 * The PaymentIntent paying an invoice: in its `payments` since API 2025-03-31 (basil), its
 * `payment_intent` before.
 */
function invoiceIntentId(invoice: string | Stripe.Invoice | null): string | undefined {
  if (!invoice || typeof invoice === 'string') return undefined;
  const intent =
    invoice.payments?.data[0]?.payment.payment_intent ??
    (invoice as unknown as { payment_intent?: string | Stripe.PaymentIntent | null }).payment_intent;
  if (!intent) return undefined;
  return typeof intent === 'string' ? intent : intent.id;
}

function toBankAccount(external: Stripe.ExternalAccount): SavedBankAccount {
  const bank = external as Stripe.BankAccount;
  return {
    id: bank.id,
    bankName: bank.bank_name ?? null,
    last4: bank.last4,
    country: bank.country,
    currency: bank.currency,
  };
}

function customerIdOf(value: string | Stripe.Customer | Stripe.DeletedCustomer | null): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function createStripeGateway(config: StripeConfigPart, client = stripeClient(config)): PaymentGateway {
  const stripe = client;
  /** Plan price ids by lookup key, once found or made. */
  const planPrices = new Map<string, Promise<string>>();
  return {
    publishableKey: config.stripePublishableKey,

    createCustomer: ({ email, name, userId, idempotencyKey }) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { user_id: String(userId) } },
          { idempotencyKey },
        );
        return customer.id;
      }),

    listCards: (customerId) =>
      call(async () => {
        const [customer, methods] = await Promise.all([
          stripe.customers.retrieve(customerId),
          stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
        ]);
        const defaultMethod = customer.deleted ? null : customer.invoice_settings.default_payment_method;
        const defaultId = typeof defaultMethod === 'string' ? defaultMethod : (defaultMethod?.id ?? null);
        return { cards: methods.data.map(toCard), defaultId };
      }),

    startCardSetup: (customerId, idempotencyKey) =>
      call(async () => {
        const setup = await stripe.setupIntents.create(
          { customer: customerId, usage: 'off_session' },
          { idempotencyKey },
        );
        return { clientSecret: String(setup.client_secret) };
      }),

    saveCard: (customerId, paymentMethodId, holderName) =>
      call(async () => {
        const existing = await stripe.paymentMethods.retrieve(paymentMethodId);
        if (existing.customer && customerIdOf(existing.customer) !== customerId) {
          throw new Stripe.errors.StripeInvalidRequestError({
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such PaymentMethod',
          });
        }
        if (customerIdOf(existing.customer) === customerId) {
          const named = await stripe.paymentMethods.update(paymentMethodId, {
            billing_details: { name: holderName },
          });
          return toCard(named);
        }
        // A SetupIntent verifies the card the way Stripe does before an off-session charge.
        const setup = await stripe.setupIntents.create({
          customer: customerId,
          payment_method: paymentMethodId,
          usage: 'off_session',
          confirm: true,
        });
        if (setup.status !== 'succeeded') {
          await stripe.setupIntents.cancel(setup.id).catch(() => undefined);
          throw new Stripe.errors.StripeCardError({
            type: 'card_error',
            code: 'authentication_required',
            message:
              'This card needs authentication, which cannot be completed here. Please use another card.',
          });
        }
        const method = await stripe.paymentMethods.update(paymentMethodId, {
          billing_details: { name: holderName },
        });
        return toCard(method);
      }),

    findCard: (customerId, paymentMethodId) =>
      call(async () => {
        try {
          const method = await stripe.paymentMethods.retrieve(paymentMethodId);
          return customerIdOf(method.customer) === customerId ? toCard(method) : undefined;
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
          throw error;
        }
      }),

    removeCard: (paymentMethodId) =>
      call(async () => {
        await stripe.paymentMethods.detach(paymentMethodId);
      }),

    setDefaultCard: (customerId, paymentMethodId) =>
      call(async () => {
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
      }),

    chargeOffSession: (charge) =>
      call(async (): Promise<ChargeResult> => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency,
            customer: charge.customerId,
            payment_method: charge.paymentMethodId,
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: charge.metadata,
            ...(charge.destination && {
              transfer_data: { destination: charge.destination },
              application_fee_amount: charge.applicationFee,
            }),
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return {
          paymentIntentId: intent.id,
          status: intent.status as ChargeResult['status'],
          amount: intent.amount,
        };
      }),

    findCharge: (customerId, metadata) =>
      call(async (): Promise<FoundCharge | undefined> => {
        let seen = 0;
        // Newest first: the charge looked for is recent, so this stops early.
        for await (const intent of stripe.paymentIntents.list({ customer: customerId, limit: 100 })) {
          if (Object.entries(metadata).every(([key, value]) => intent.metadata?.[key] === value))
            return toFoundCharge(intent);
          seen += 1;
          if (seen >= FIND_CHARGE_LIMIT) return undefined;
        }
        return undefined;
      }),

    findPayment: (paymentIntentId) =>
      call(async () => toFoundCharge(await stripe.paymentIntents.retrieve(paymentIntentId))),

    cancelPayment: (paymentIntentId) =>
      call(async () => {
        try {
          return toFoundCharge(await stripe.paymentIntents.cancel(paymentIntentId));
        } catch (error) {
          // Already succeeded or canceled: Stripe refuses the cancel; its state decides.
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'payment_intent_unexpected_state'
          )
            return toFoundCharge(await stripe.paymentIntents.retrieve(paymentIntentId));
          throw error;
        }
      }),

    refund: (request) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amount,
            reverse_transfer: request.reverseTransfer,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { refundId: refund.id, amount: refund.amount };
      }),

    createConnectedAccount: ({ email, idempotencyKey }) =>
      call(async () => {
        const account = await stripe.accounts.create(
          { type: 'express', email, capabilities: { transfers: { requested: true } } },
          { idempotencyKey },
        );
        return account.id;
      }),

    createPayout: ({ account, amount, currency, idempotencyKey }) =>
      call(async () => {
        const payout = await stripe.payouts.create(
          { amount, currency },
          { idempotencyKey, stripeAccount: account },
        );
        return payout.id;
      }),

    subscribe: (request) =>
      call(async (): Promise<CreatedSubscription> => {
        // Tried off-session; a first payment the bank wants confirmed leaves it `incomplete` with
        // that payment for the customer to confirm in Stripe.js (Stripe's allow_incomplete).
        const subscription = await stripe.subscriptions.create(
          {
            customer: request.customerId,
            items: [{ price: request.priceId }],
            default_payment_method: request.paymentMethodId,
            trial_period_days: request.trialDays,
            off_session: true,
            payment_behavior: 'allow_incomplete',
            expand: ['latest_invoice.payments'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const created = toProviderSubscription(subscription);
        const intentId = subscription.status === 'incomplete' && invoiceIntentId(subscription.latest_invoice);
        if (!intentId) return created;
        return { ...created, firstPayment: toFoundCharge(await stripe.paymentIntents.retrieve(intentId)) };
      }),

    ensurePlanPrice(plan) {
      const lookupKey = `plan-${plan.slug}-${plan.currency}-${plan.amount}-${plan.interval}`;
      let found = planPrices.get(lookupKey);
      if (!found) {
        found = call(async () => {
          const productId = `plan_${plan.slug.replace(/[^a-zA-Z0-9_]/g, '_')}`;
          try {
            await stripe.products.retrieve(productId);
          } catch (error) {
            if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
            await stripe.products.create(
              { id: productId, name: plan.name, metadata: { plan: plan.slug } },
              { idempotencyKey: `product-${productId}` },
            );
          }
          const prices = await stripe.prices.list({ product: productId, active: true, limit: 100 });
          const existing = prices.data.find(
            (price) =>
              price.lookup_key === lookupKey ||
              (price.unit_amount === plan.amount &&
                price.currency === plan.currency &&
                price.recurring?.interval === plan.interval),
          );
          if (existing) return existing.id;
          const created = await stripe.prices.create(
            {
              product: productId,
              currency: plan.currency,
              unit_amount: plan.amount,
              recurring: { interval: plan.interval },
              lookup_key: lookupKey,
              metadata: { plan: plan.slug },
            },
            { idempotencyKey: `price-${lookupKey}` },
          );
          return created.id;
        });
        planPrices.set(lookupKey, found);
        found.catch(() => planPrices.delete(lookupKey));
      }
      return found;
    },

    getSubscription: (subscriptionId) =>
      call(async () => toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId))),

    cancelSubscription: (subscriptionId) =>
      call(async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status !== 'canceled') await stripe.subscriptions.cancel(subscriptionId);
      }),

    setBankAccount: (details) =>
      call(async () => {
        const created = await stripe.accounts.createExternalAccount(
          details.account,
          {
            external_account: {
              object: 'bank_account',
              account_holder_name: details.holderName,
              account_holder_type: 'individual',
              country: details.country,
              currency: details.currency,
              routing_number: details.routingNumber,
              account_number: details.accountNumber,
            },
            default_for_currency: true,
          },
          { idempotencyKey: details.idempotencyKey },
        );
        const others = await stripe.accounts.listExternalAccounts(details.account, {
          object: 'bank_account',
          limit: 100,
        });
        for (const other of others.data) {
          if (other.id !== created.id)
            await stripe.accounts.deleteExternalAccount(details.account, other.id).catch(() => undefined);
        }
        return toBankAccount(created);
      }),

    availableBalance: (account, currency) =>
      call(async () => {
        const balance = await stripe.balance.retrieve({}, { stripeAccount: account });
        return balance.available.find((entry) => entry.currency === currency)?.amount ?? 0;
      }),

    createTransfer: ({ destination, amount, currency, idempotencyKey }) =>
      call(async () => {
        const transfer = await stripe.transfers.create({ amount, currency, destination }, { idempotencyKey });
        return transfer.id;
      }),

    verifyWebhook(payload, signature): GatewayEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, config.stripeWebhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error);
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as GatewayEvent['object'],
      };
    },
  };
}
