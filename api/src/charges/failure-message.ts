import { type Locale, type MessageKey, translate } from 'shared-contracts';

/** A stored failure that is one of our messages (translated when answered), not the provider's text. */
const KEY_PREFIX = 'message:';

export const ourMessage = (key: MessageKey) => `${KEY_PREFIX}${key}`;

/** A stored charge failure as the customer reads it. */
export function readFailure(stored: string | null | undefined, locale: Locale): string {
  const text = stored ?? ourMessage('bookingTimeTaken');
  return text.startsWith(KEY_PREFIX) ? translate(text.slice(KEY_PREFIX.length) as MessageKey, locale) : text;
}
