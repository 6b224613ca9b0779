import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Locale, paymentApi, platformApi } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
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
/** What the provider's seam refuses with, as every payment route declares it. */
type Refusal =
  | { status: 404 | 503; body: { message: string; error: { message: string; code: string } } }
  | { status: 422; body: { message: string; data: { card_token: string[] } } };

function errorBody(key: PaymentMessage, locale: Locale) {
  const message = paymentMessage(key, locale);
  return { message, error: { message, code: key } };
}

function failure(status: 404 | 503, key: PaymentMessage, locale: Locale): Refusal {
  return { status, body: errorBody(key, locale) };
}

/** The success with its status, or the seam's errors in the agreed shapes (a refused card: the provider's words). */
async function guarded<S extends 200 | 201, T>(
  log: FastifyBaseLogger,
  locale: Locale,
  status: S,
  work: () => Promise<T>,
): Promise<{ status: S; body: T } | Refusal> {
  try {
    return { status, body: await work() };
  } catch (error) {
    if (error instanceof CardRefusedError)
      return { status: 422, body: { message: error.message, data: { card_token: [error.message] } } };
    if (error instanceof PaymentNotFoundError) return failure(404, 'notFound', locale);
    if (error instanceof PaymentUnavailableError) {
      log.error({ err: error.cause }, 'payment provider failed');
      return failure(503, 'unavailable', locale);
    }
    throw error;
  }
}

/** Saved cards of the signed-in customer, Stripe's configuration for the browser, and Stripe's webhooks. */
export async function paymentRoutes(app: FastifyInstance) {
  const { db, config, gateway } = app;
  const stripeJsUrl = stripeInBrowser(config.stripeApiBase).scriptUrl;

  app.route(
    declared(paymentApi.config, {
      summary: "What the browser needs to load Stripe.js: the publishable key and the script's URL",
      tags,
      access: 'public',
      handler: () => envelope({ publishable_key: gateway.publishableKey, stripe_js_url: stripeJsUrl }),
    }),
  );

  app.route(
    declared(paymentApi.cards, {
      summary: "The signed-in customer's saved cards, newest first, the default marked",
      tags,
      access: 'customer',
      respond: ({ user, request }) =>
        guarded(request.log, request.locale, 200, async () => envelope(await listSavedCards(app, user.id))),
    }),
  );

  app.route(
    declared(paymentApi.saveCard, {
      summary:
        'Save a card made by Stripe Elements (card_token: its payment method id) with the cardholder name',
      description:
        "Brand, last digits and expiry are read from Stripe. A refused card answers 422 with Stripe's message. The first card becomes the default.",
      tags,
      access: 'customer',
      respond: ({ user, body, request }) =>
        guarded(request.log, request.locale, 201, async () => ({
          data: await saveCard(app, user, body.card_token, body.name),
          message: paymentMessage('created', request.locale),
        })),
    }),
  );

  app.route(
    declared(paymentApi.cardSetup, {
      summary:
        'Start saving a card: a SetupIntent client secret for Stripe.js (confirmCardSetup handles 3D Secure)',
      tags,
      access: 'customer',
      respond: ({ user, body, request }) =>
        guarded(request.log, request.locale, 201, async () =>
          envelope({ client_secret: await startCardSetup(app, user, body.request_id) }),
        ),
    }),
  );

  app.route(
    declared(paymentApi.removeCard, {
      summary: 'Remove a saved card',
      tags,
      access: 'customer',
      respond: ({ user, params, request }) =>
        guarded(request.log, request.locale, 200, async () => {
          const removed = await removeSavedCard(app, user.id, params.id);
          if (!removed) throw new PaymentNotFoundError(params.id);
          return { data: { id: removed }, message: paymentMessage('removed', request.locale) };
        }),
    }),
  );

  app.route(
    declared(paymentApi.defaultCard, {
      summary: 'Make a saved card the default one',
      tags,
      access: 'customer',
      respond: ({ user, params, request }) =>
        guarded(request.log, request.locale, 200, async () => {
          const card = await makeDefaultCard(app, user.id, params.id);
          if (!card) throw new PaymentNotFoundError(params.id);
          return { data: card, message: paymentMessage('defaultSet', request.locale) };
        }),
    }),
  );

  // Stripe signs the exact bytes it sends: this route reads its body raw, unparsed.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hooks.route(
      declared(platformApi.paymentWebhook, {
        summary: 'Stripe events (Stripe-Signature checked); each event is processed once',
        tags,
        access: 'public',
        respond: async ({ request }) => {
          const signature = request.headers['stripe-signature'];
          const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          try {
            const event = gateway.verifyWebhook(payload, typeof signature === 'string' ? signature : '');
            const outcome = await app.paymentWebhooks.process(db, event);
            return {
              status: 200 as const,
              body: { data: { received: true as const, duplicate: outcome === 'duplicate' } },
            };
          } catch (error) {
            if (error instanceof WebhookSignatureError)
              return { status: 400 as const, body: errorBody('badSignature', request.locale) };
            throw error;
          }
        },
      }),
    );
  });
}
