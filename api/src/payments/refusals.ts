import type { MessageKey } from 'shared-contracts';

/**
 * Our translated message for a card refusal the provider names (its `decline_code`, else its
 * `code`); undefined for one we do not know, whose provider text (English) is shown as it is.
 * Lost and stolen cards read as a plain decline, as Stripe advises.
 */
const REFUSALS: Record<string, MessageKey> = {
  generic_decline: 'cardDeclined',
  card_declined: 'cardDeclined',
  do_not_honor: 'cardDeclined',
  lost_card: 'cardDeclined',
  stolen_card: 'cardDeclined',
  fraudulent: 'cardDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  expired_card: 'cardExpired',
  incorrect_cvc: 'cardIncorrectCvc',
  processing_error: 'cardProcessingError',
};

export function refusalMessageKey(code: string | undefined, declineCode: string | undefined) {
  return (declineCode && REFUSALS[declineCode]) || (code && REFUSALS[code]) || undefined;
}
