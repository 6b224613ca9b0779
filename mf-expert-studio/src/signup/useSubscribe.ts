import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import {
  ApiError,
  call,
  isPlanAuthenticationRequired,
  type PlanAuthenticationRequired,
  planApi,
  translate,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** How many times a settle that still waits is asked again before the expert is told to retry. */
const SETTLE_ROUNDS = 3;

/**
 * Subscribes the signed-in expert to a plan with a saved card (POST experts/profile/subscriptions).
 * A card whose bank asks for its step (the api's 202) goes through mf_payments'
 * `authenticate-payment`, then the api settles it. Success: the toast, then `onDone`; a refusal
 * stays on the step with its message.
 */
export function useSubscribe(onDone: () => void) {
  const { t } = useLingui();
  const { api, locale, notify, loadRemote } = useShell();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const succeed = useCallback(
    (message: string | undefined) => {
      notify.success(message ?? translate('subscriptionCompleted', locale));
      onDone();
    },
    [locale, notify, onDone],
  );

  const authenticate = useCallback(
    async (waiting: PlanAuthenticationRequired) => {
      const module = await loadRemote('mf_payments', './authenticate-payment');
      const result = await module.authenticatePayment({
        api,
        locale,
        clientSecret: waiting.payment.client_secret,
        paymentMethodId: waiting.payment.payment_method_id,
      });
      if (result.status === 'error') {
        // Stripe could not be asked: the waiting plan is given up so that Subscribe starts afresh.
        await call(api, planApi.giveUpAuthentication).catch(() => undefined);
        throw new Error(result.message);
      }
      // Succeeded or failed in the browser: the api settles it either way (a failure answers 402).
      for (let round = 0; round < SETTLE_ROUNDS; round++) {
        const answer = await call(api, planApi.authenticated);
        if (!isPlanAuthenticationRequired(answer.data)) return answer.message;
      }
      throw new Error(t`Your bank has not confirmed the payment yet. Try again in a moment.`);
    },
    [api, locale, loadRemote, t],
  );

  const run = useCallback(
    async (plan: string, card: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      try {
        const answer = await call(api, planApi.subscribe, {
          body: { subscription_type: plan, payment_method_id: card },
        });
        succeed(isPlanAuthenticationRequired(answer.data) ? await authenticate(answer.data) : answer.message);
      } catch (error) {
        const message =
          error instanceof ApiError || error instanceof Error ? error.message : t`An error has occurred`;
        setFailure(message);
        notify.error(message);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [api, authenticate, notify, succeed, t],
  );

  return { run, busy, failure };
}
