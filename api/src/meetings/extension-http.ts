import { type Locale, type Meeting, type meetingApi, type RouteOutcome, translate } from 'shared-contracts';
import { readFailure } from '../charges/failure-message.ts';
import { HttpError } from '../http/errors.ts';
import { refusalMessageKey } from '../payments/refusals.ts';
import type { ExtensionOutcome } from './extension-outcome.ts';

/** Every answer of paying an extension or settling its bank step, as their routes declare them. */
type ExtensionAnswer = RouteOutcome<typeof meetingApi.giveUpExtensionAuthentication>;

const refusal = (message: string, code: string): ExtensionAnswer => ({
  status: 402,
  body: { message, error: { message, code } },
});

/**
 * The HTTP answer of paying an extension (and of settling its authentication): 200 with the
 * meeting (its later end, the caller's new token), 202 with the bank's step, 402 refused, or the
 * outcome's error.
 */
export async function extensionAnswer(
  outcome: ExtensionOutcome,
  locale: Locale,
  meeting: () => Promise<Meeting>,
): Promise<ExtensionAnswer> {
  switch (outcome.kind) {
    case 'extended':
      return { status: 200, body: { data: await meeting(), message: translate('meetingExtended', locale) } };
    case 'authenticate':
      return {
        status: 202,
        body: { data: outcome.payment, message: translate('bookingAuthenticationRequired', locale) },
      };
    case 'refused': {
      const known = refusalMessageKey(outcome.code, outcome.declineCode);
      return refusal(known ? translate(known, locale) : outcome.message, outcome.code ?? 'card_declined');
    }
    case 'failed':
      return refusal(readFailure(outcome.failure, locale), 'payment_failed');
    case 'cancelled':
      return { status: 200, body: { message: translate('bookingAuthenticationCancelled', locale) } };
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
