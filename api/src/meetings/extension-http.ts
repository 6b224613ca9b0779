import type { FastifyReply } from 'fastify';
import { type Locale, type Meeting, translate } from 'shared-contracts';
import { readFailure } from '../charges/failure-message.ts';
import { envelope } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { refusalMessageKey } from '../payments/refusals.ts';
import type { ExtensionOutcome } from './extension-outcome.ts';

const refusal = (reply: FastifyReply, message: string, code: string) => {
  reply.status(402);
  return { message, error: { message, code } };
};

/**
 * The HTTP answer of paying an extension (and of settling its authentication): 200 with the
 * meeting (its later end, the caller's new token), 202 with the bank's step, 402 refused, or the
 * outcome's error.
 */
export async function extensionAnswer(
  outcome: ExtensionOutcome,
  reply: FastifyReply,
  locale: Locale,
  meeting: () => Promise<Meeting>,
) {
  switch (outcome.kind) {
    case 'extended':
      return envelope(await meeting(), translate('meetingExtended', locale));
    case 'authenticate':
      reply.status(202);
      return envelope(outcome.payment, translate('bookingAuthenticationRequired', locale));
    case 'refused': {
      const known = refusalMessageKey(outcome.code, outcome.declineCode);
      return refusal(
        reply,
        known ? translate(known, locale) : outcome.message,
        outcome.code ?? 'card_declined',
      );
    }
    case 'failed':
      return refusal(reply, readFailure(outcome.failure, locale), 'payment_failed');
    case 'cancelled':
      return { message: translate('bookingAuthenticationCancelled', locale) };
    case 'error':
      if (outcome.status === 422)
        throw new HttpError(
          422,
          'validationFailed',
          {},
          { [outcome.field ?? 'rate']: [translate(outcome.key, locale)] },
        );
      throw new HttpError(outcome.status, outcome.key);
  }
}
