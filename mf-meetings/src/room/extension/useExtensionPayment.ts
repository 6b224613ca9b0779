import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  type AuthenticatePaymentModule,
  type ExtensionAuthenticationRequired,
  type IdempotentIntent,
  idempotentIntent,
  isPaymentAuthenticationRequired,
  type Meeting,
  paths,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** Paying, waiting for the bank's step in Stripe.js (3-D Secure), or asking the api how it ended. */
export type ExtensionPaymentPhase = 'idle' | 'paying' | 'authenticating' | 'settling';

export interface ExtensionPayFailure {
  title: string;
  /** The api's message (translated by it, or the card provider's words); empty without an answer. */
  message: string;
}

type PaymentAnswer = Meeting | ExtensionAuthenticationRequired;

/** A payment Stripe confirmed that the api still waits for is asked again this often, this far apart. */
const SETTLING = { rounds: 3, waitMs: 1_000 };

/**
 * Pay for an extension as the checkout pays for a booking: one idempotency key per intent (the
 * meeting, the rate and the card), the bank's step through mf_payments when the api answers 202,
 * and the failures told apart. `onExtended` gets the meeting with its later end and new token.
 */
export function useExtensionPayment(meetingId: number, rate: string, onExtended: (meeting: Meeting) => void) {
  const { t } = useLingui();
  const { api, locale, loadRemote } = useShell();
  const [phase, setPhase] = useState<ExtensionPaymentPhase>('idle');
  const [failure, setFailure] = useState<ExtensionPayFailure | null>(null);
  const inFlight = useRef(false);
  /** The payment the api keeps until the bank's step is done (its 202). */
  const waiting = useRef<ExtensionAuthenticationRequired | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const intentOf = (card: string) => idempotentIntent('extension', { meetingId, rate, card });

  function extended(intent: IdempotentIntent, meeting: Meeting) {
    waiting.current = null;
    intent.complete();
    onExtended(meeting);
  }

  function failed(error: unknown, intent: IdempotentIntent | null) {
    if (!(error instanceof ApiError) || error.status === 0) {
      // No answer: Pay again sends the same key, so nothing is charged twice.
      setFailure({
        title: t`The payment could not be sent`,
        message: t`Check your connection and try again.`,
      });
      return;
    }
    if (error.status !== 503) {
      // Over: the next Pay is a new attempt with a new key.
      waiting.current = null;
      intent?.complete();
    }
    setFailure({ title: t`Something was wrong`, message: error.message });
  }

  /** The bank's step in mf_payments, then the api asked how the payment ended. */
  async function authenticate(payment: ExtensionAuthenticationRequired, intent: IdempotentIntent) {
    setPhase('authenticating');
    let module: AuthenticatePaymentModule;
    try {
      module = await loadRemote('mf_payments', './authenticate-payment');
    } catch {
      // The payment was sent and waits for its bank: Pay with the same card opens the step again.
      if (mounted.current) {
        setFailure({
          title: t`Your bank's step could not be opened`,
          message: t`Your payment is waiting for it. Press Pay to open it again.`,
        });
      }
      return;
    }
    for (let round = 1; mounted.current; round++) {
      setPhase('authenticating');
      const result = await module.authenticatePayment({
        api,
        locale,
        clientSecret: payment.payment.client_secret,
        paymentMethodId: payment.payment.payment_method_id,
      });
      if (!mounted.current) return;
      setPhase('settling');
      const settled = await api.post<PaymentAnswer>(paths.meetExtensionAuthentication(meetingId));
      if (!isPaymentAuthenticationRequired(settled.data)) return extended(intent, settled.data);
      if (result.status !== 'succeeded' || round >= SETTLING.rounds) {
        setFailure({
          title: t`Your bank did not confirm the payment`,
          message: result.status === 'failed' ? result.message : t`Press Pay to confirm it with your bank.`,
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLING.waitMs * round));
    }
  }

  /** Another card instead of the one waiting for its bank: that payment is given up first. */
  async function giveUp(payment: ExtensionAuthenticationRequired): Promise<boolean> {
    const answer = await api.delete<Meeting | undefined>(paths.meetExtensionAuthentication(meetingId));
    waiting.current = null;
    const intent = intentOf(payment.payment.payment_method_id);
    const meeting = answer?.data;
    if (meeting && typeof meeting.id === 'number') {
      extended(intent, meeting);
      return true;
    }
    intent.complete();
    return false;
  }

  async function pay(card: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('paying');
    setFailure(null);
    let intent: IdempotentIntent | null = null;
    try {
      const held = waiting.current;
      if (held && held.payment.payment_method_id === card) {
        intent = intentOf(card);
        return await authenticate(held, intent);
      }
      if (held && (await giveUp(held))) return;
      intent = intentOf(card);
      const answer = await api.post<PaymentAnswer>(
        paths.meetExtensionPayment(meetingId),
        { payment_method_id: card, rate },
        { idempotencyKey: intent.key },
      );
      if (!isPaymentAuthenticationRequired(answer.data)) return extended(intent, answer.data);
      waiting.current = answer.data;
      await authenticate(answer.data, intent);
    } catch (error) {
      if (mounted.current) failed(error, intent);
    } finally {
      inFlight.current = false;
      if (mounted.current) setPhase('idle');
    }
  }

  return { phase, failure, pay };
}
