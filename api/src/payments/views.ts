import type { PaymentMethod } from 'shared-contracts';
import type { SavedCard } from './gateway.ts';

export function paymentMethodView(card: SavedCard, defaultId: string | null): PaymentMethod {
  return {
    id: card.id,
    name: card.name,
    brand: card.brand,
    last_numbers: card.last4,
    expiration_month: card.expMonth,
    expiration_year: card.expYear,
    default: card.id === defaultId,
  };
}
