import type { Locale, RateSlug } from './entities.ts';
import { type MessageKey, translate } from './messages.ts';

const RATE_NAMES: Record<RateSlug, MessageKey> = {
  express: 'rateExpress',
  short: 'rateShort',
  large: 'rateLarge',
};

/**
 * A rate's name in the page's language ("Exprés", "Corta", "Larga" in Spanish): the api gives the
 * English one. A rate this contract does not know keeps the api's name.
 */
export function rateName(rate: { slug: string; name: string }, locale: Locale): string {
  const key = RATE_NAMES[rate.slug as RateSlug];
  return key ? translate(key, locale) : rate.name;
}
