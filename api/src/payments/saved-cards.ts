import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from 'shared-contracts';
import type { User } from '../db/schema/index.ts';
import { ensureCustomerId, findCustomerId } from './customers.ts';
import { paymentMethodView } from './views.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway'>;

/** A customer's saved cards at the provider: list, save, set up, remove, make default. */

export async function listSavedCards(app: App, userId: number): Promise<PaymentMethod[]> {
  const customerId = await findCustomerId(app.db, userId);
  if (!customerId) return [];
  const { cards, defaultId } = await app.gateway.listCards(customerId);
  return cards.map((card) => paymentMethodView(card, defaultId));
}

/** Saves a card made by Stripe Elements; the first card becomes the default. */
export async function saveCard(
  app: App,
  user: User,
  cardToken: string,
  name: string,
): Promise<PaymentMethod> {
  const customerId = await ensureCustomerId(app.db, app.gateway, user);
  const card = await app.gateway.saveCard(customerId, cardToken, name);
  let { defaultId } = await app.gateway.listCards(customerId);
  if (!defaultId) {
    await app.gateway.setDefaultCard(customerId, card.id);
    defaultId = card.id;
  }
  return paymentMethodView(card, defaultId);
}

/** A SetupIntent's client secret, one per request id (a retry gets the same). */
export async function startCardSetup(app: App, user: User, requestId: string): Promise<string> {
  const customerId = await ensureCustomerId(app.db, app.gateway, user);
  const { clientSecret } = await app.gateway.startCardSetup(customerId, `card-setup-${user.id}-${requestId}`);
  return clientSecret;
}

/** Removes one of the customer's cards; null when the customer has no such card. */
export async function removeSavedCard(app: App, userId: number, cardId: string): Promise<string | null> {
  const customerId = await findCustomerId(app.db, userId);
  const card = customerId ? await app.gateway.findCard(customerId, cardId) : undefined;
  if (!card) return null;
  await app.gateway.removeCard(card.id);
  return card.id;
}

/** Makes one of the customer's cards the default; null when the customer has no such card. */
export async function makeDefaultCard(
  app: App,
  userId: number,
  cardId: string,
): Promise<PaymentMethod | null> {
  const customerId = await findCustomerId(app.db, userId);
  const card = customerId ? await app.gateway.findCard(customerId, cardId) : undefined;
  if (!customerId || !card) return null;
  await app.gateway.setDefaultCard(customerId, card.id);
  return paymentMethodView(card, card.id);
}
