import type { FastifyInstance, FastifyReply } from 'fastify';
import { CardSetupSchema, type Locale, PaymentMethodCreateSchema, paymentMethodId } from 'shared-contracts';
import * as v from 'valibot';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import {
  CardRefusedError,
  PaymentNotFoundError,
  PaymentUnavailableError,
  WebhookSignatureError,
} from './gateway.ts';
import { type PaymentMessage, paymentMessage } from './messages.ts';
import { listSavedCards, makeDefaultCard, removeSavedCard, saveCard, startCardSetup } from './saved-cards.ts';
import { stripeInBrowser } from './stripe-in-browser.ts';

const tags = ['payments'];
const IdParams = v.object({ id: paymentMethodId });

function failure(reply: FastifyReply, status: number, key: PaymentMessage, locale: Locale) {
  const message = paymentMessage(key, locale);
  reply.status(status);
  return { message, error: { message, code: key } };
}

/** Answers the seam's errors in the agreed shapes; a refused card's message is the provider's. */
async function guarded<T>(reply: FastifyReply, locale: Locale, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CardRefusedError) {
      reply.status(422);
      return { message: error.message, data: { card_token: [error.message] } };
    }
    if (error instanceof PaymentNotFoundError) return failure(reply, 404, 'notFound', locale);
    if (error instanceof PaymentUnavailableError) {
      reply.log.error({ err: error.cause }, 'payment provider failed');
      return failure(reply, 503, 'unavailable', locale);
    }
    throw error;
  }
}

/** Saved cards of the signed-in customer, Stripe's configuration for the browser, and Stripe's webhooks. */
export async function paymentRoutes(app: FastifyInstance) {
  const { db, config, gateway } = app;
  const stripeJsUrl = stripeInBrowser(config.stripeApiBase).scriptUrl;

  app.route(
    endpoint({
      method: 'GET',
      url: '/payments/config',
      summary: "What the browser needs to load Stripe.js: the publishable key and the script's URL",
      tags,
      access: 'public',
      handler: () => envelope({ publishable_key: gateway.publishableKey, stripe_js_url: stripeJsUrl }),
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: '/customers/profile/payment-methods',
      summary: "The signed-in customer's saved cards, newest first, the default marked",
      tags,
      access: 'customer',
      handler: async ({ user, request, reply }) =>
        guarded(reply, request.locale, async () => envelope(await listSavedCards(app, user.id))),
    }),
  );

  app.route(
    endpoint({
      method: 'POST',
      url: '/customers/profile/payment-methods',
      summary:
        'Save a card made by Stripe Elements (card_token: its payment method id) with the cardholder name',
      description:
        "Brand, last digits and expiry are read from Stripe. A refused card answers 422 with Stripe's message. The first card becomes the default.",
      tags,
      access: 'customer',
      body: PaymentMethodCreateSchema,
      status: 201,
      handler: async ({ user, body, request, reply }) =>
        guarded(reply, request.locale, async () =>
          envelope(
            await saveCard(app, user, body.card_token, body.name),
            paymentMessage('created', request.locale),
          ),
        ),
    }),
  );

  app.route(
    endpoint({
      method: 'POST',
      url: '/customers/profile/payment-methods/setup',
      summary:
        'Start saving a card: a SetupIntent client secret for Stripe.js (confirmCardSetup handles 3D Secure)',
      tags,
      access: 'customer',
      body: CardSetupSchema,
      status: 201,
      handler: async ({ user, body, request, reply }) =>
        guarded(reply, request.locale, async () =>
          envelope({ client_secret: await startCardSetup(app, user, body.request_id) }),
        ),
    }),
  );

  app.route(
    endpoint({
      method: 'DELETE',
      url: '/customers/profile/payment-methods/:id',
      summary: 'Remove a saved card',
      tags,
      access: 'customer',
      params: IdParams,
      handler: async ({ user, params, request, reply }) =>
        guarded(reply, request.locale, async () => {
          const removed = await removeSavedCard(app, user.id, params.id);
          if (!removed) return failure(reply, 404, 'notFound', request.locale);
          return envelope({ id: removed }, paymentMessage('removed', request.locale));
        }),
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/customers/profile/payment-methods/:id/default',
      summary: 'Make a saved card the default one',
      tags,
      access: 'customer',
      params: IdParams,
      handler: async ({ user, params, request, reply }) =>
        guarded(reply, request.locale, async () => {
          const card = await makeDefaultCard(app, user.id, params.id);
          if (!card) return failure(reply, 404, 'notFound', request.locale);
          return envelope(card, paymentMessage('defaultSet', request.locale));
        }),
    }),
  );

  // Stripe signs the exact bytes it sends: this route reads its body raw, unparsed.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hooks.route(
      endpoint({
        method: 'POST',
        url: '/payments/webhook',
        summary: 'Stripe events (Stripe-Signature checked); each event is processed once',
        tags,
        access: 'public',
        handler: async ({ request, reply }) => {
          const signature = request.headers['stripe-signature'];
          const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          try {
            const event = gateway.verifyWebhook(payload, typeof signature === 'string' ? signature : '');
            const outcome = await app.paymentWebhooks.process(db, event);
            return envelope({ received: true, duplicate: outcome === 'duplicate' });
          } catch (error) {
            if (error instanceof WebhookSignatureError)
              return failure(reply, 400, 'badSignature', request.locale);
            throw error;
          }
        },
      }),
    );
  });
}
