import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import {
  ApiError,
  call,
  type ExpertSubscription,
  idempotentIntent,
  type PlanAuthenticationRequired,
  planApi,
  translate,
} from 'shared-contracts';
import { usePaymentDriver, useShell } from 'shared-contracts/react';

/**
 * Subscribes the signed-in expert to a plan with a saved card (POST experts/profile/subscriptions),
 * through mf_payments' payment driver as every payment is paid: a card whose bank asks for its step
 * (the api's 202) goes through the bank's step, then the api settles it; the same plan and card
 * again opens that step again, another plan or card gives the waiting one up first. Success: the
 * toast, then `onDone`; a refusal stays on the step with its message.
 */
export function useSubscribe(onDone: () => void) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  /** The plan the current Subscribe is for (the driver's calls read it). */
  const chosen = useRef('');

  const { phase, pay } = usePaymentDriver<ExpertSubscription, PlanAuthenticationRequired>({
    intentOf: (card) => idempotentIntent('plan', { plan: chosen.current, card }),
    send: async (card) =>
      (
        await call(api, planApi.subscribe, {
          body: { subscription_type: chosen.current, payment_method_id: card },
        })
      ).data,
    settle: async () => (await call(api, planApi.authenticated)).data,
    async giveUp() {
      // Given up: the message alone; paid meanwhile: the plan.
      const { data } = await call(api, planApi.giveUpAuthentication);
      return data && 'id' in data ? data : undefined;
    },
  });

  const fail = useCallback(
    (message: string) => {
      setFailure(message);
      notify.error(message);
    },
    [notify],
  );

  const run = useCallback(
    async (plan: string, card: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      chosen.current = plan;
      setSending(true);
      setFailure(null);
      try {
        const outcome = await pay(card);
        switch (outcome?.kind) {
          case 'paid':
            notify.success(translate('subscriptionCompleted', locale));
            return onDone();
          case 'failed':
            return fail(outcome.error instanceof ApiError ? outcome.error.message : t`An error has occurred`);
          case 'not-authenticated':
            // The plan waits for the bank: Subscribe with this card opens its step again.
            return fail(
              outcome.result.status === 'succeeded'
                ? t`Your bank has not confirmed the payment yet. Try again in a moment.`
                : outcome.result.message,
            );
          case 'bank-step-unavailable':
          case 'driver-unavailable':
            return fail(t`The payment could not be sent. Check your connection and try again.`);
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [fail, locale, notify, onDone, pay, t],
  );

  return { run, busy: sending || phase !== 'idle', failure };
}
