import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  ApiError,
  call,
  idempotentIntent,
  type Meeting,
  meetingApi,
  type RouteAnswer,
  type WaitingPayment,
} from 'shared-contracts';
import { usePaymentDriver, useShell } from 'shared-contracts/react';

export interface ExtensionPayFailure {
  title: string;
  /** The api's message (translated by it, or the card provider's words); empty without an answer. */
  message: string;
}

/**
 * Pay for an extension through mf_payments' payment driver, as the checkout pays for a booking:
 * one idempotency key per intent (the meeting, the rate and the card), the bank's step when the
 * api answers 202, and the failures told apart. `onExtended` gets the meeting with its later end
 * and new token.
 */
/**
 * The meeting, or the bank's step that waits. A 200 with no meeting is the bank's step given up
 * earlier under the same key: nothing was charged, which the driver takes as a refusal.
 */
function paidOrWaiting(answer: RouteAnswer<typeof meetingApi.payExtension>): Meeting | WaitingPayment {
  if (answer.data) return answer.data;
  throw new ApiError(402, answer, answer.message);
}

export function useExtensionPayment(meetingId: number, rate: string, onExtended: (meeting: Meeting) => void) {
  const { t } = useLingui();
  const { api } = useShell();
  const [failure, setFailure] = useState<ExtensionPayFailure | null>(null);

  const { phase, pay: payWith } = usePaymentDriver<Meeting>({
    intentOf: (card) => idempotentIntent('extension', { meetingId, rate, card }),
    send: async (card, idempotencyKey) =>
      paidOrWaiting(
        await call(api, meetingApi.payExtension, {
          params: { id: meetingId },
          body: { payment_method_id: card, rate },
          idempotencyKey,
        }),
      ),
    settle: async () =>
      paidOrWaiting(await call(api, meetingApi.extensionAuthenticated, { params: { id: meetingId } })),
    async giveUp() {
      // Given up: the message alone; paid meanwhile: the meeting.
      const { data } = await call(api, meetingApi.giveUpExtensionAuthentication, {
        params: { id: meetingId },
      });
      return data && 'id' in data ? data : undefined;
    },
  });

  async function pay(card: string) {
    setFailure(null);
    const outcome = await payWith(card);
    switch (outcome?.kind) {
      case 'paid':
        return onExtended(outcome.paid);
      case 'failed': {
        const { error } = outcome;
        if (error instanceof ApiError && error.status !== 0)
          return setFailure({ title: t`Something was wrong`, message: error.message });
        // No answer: Pay again sends the same key, so nothing is charged twice.
        return setFailure({
          title: t`The payment could not be sent`,
          message: t`Check your connection and try again.`,
        });
      }
      case 'driver-unavailable':
        return setFailure({
          title: t`The payment could not be sent`,
          message: t`Check your connection and try again.`,
        });
      case 'bank-step-unavailable':
        // The payment was sent and waits for its bank: Pay with the same card opens the step again.
        return setFailure({
          title: t`Your bank's step could not be opened`,
          message: t`Your payment is waiting for it. Press Pay to open it again.`,
        });
      case 'not-authenticated':
        return setFailure({
          title: t`Your bank did not confirm the payment`,
          message:
            outcome.result.status === 'failed'
              ? outcome.result.message
              : t`Press Pay to confirm it with your bank.`,
        });
    }
  }

  return { phase, failure, pay };
}
