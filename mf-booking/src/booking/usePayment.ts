import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  type AuthenticatePaymentModule,
  type BookingAuthenticationRequired,
  type BookingQuote,
  type Expert,
  type IdempotentIntent,
  idempotentIntent,
  isPaymentAuthenticationRequired,
  type Meeting,
  type PaymentAuthenticationResult,
  paths,
  type Rate,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { apiDate, hourOf } from '../format/dates.ts';
import { type AwaitingPayment, forgetAwaiting, rememberAwaiting, settling } from './authentication.ts';
import { type PayFailure, payFailure } from './payFailure.ts';
import { usePayFailureTitles } from './payFailureTitles.ts';

/**
 * What the checkout is doing: nothing, asking the api to book and charge, waiting for the bank's
 * step in Stripe.js (3-D Secure), or asking the api how that payment ended.
 */
export type PaymentPhase = 'idle' | 'paying' | 'authenticating' | 'settling';

type BookingAnswer = Meeting | BookingAuthenticationRequired;

export interface PaymentRequest {
  expert: Expert;
  rate: Rate;
  /** The expert's date and hour of the slot (what the booking takes). */
  date: string;
  hour: string;
  /** The checkout's key (zone, date, rate and hour of the URL): a reload resumes its waiting payment. */
  checkoutKey: string;
  card: string | null;
  /** The quote shown (undefined while it loads): the booking repeats its times. */
  quote: BookingQuote | undefined;
  /** A payment of this checkout that waited for the bank when the page was reloaded: resumed at once. */
  resume: AwaitingPayment | null;
  onWaiting(meetingId: number | null): void;
  onTimeTaken(message: string): void;
  onRefused(date: string, hour: string): void;
  onBooked(meetingId: number): void;
}

/**
 * Pay, as the checkout runs it: one idempotency key per intent (slot and card), the bank's step
 * (3-D Secure) through mf_payments when the api answers 202, and every failure told apart.
 */
export function usePayment(request: PaymentRequest) {
  const { expert, rate, date, hour, checkoutKey, card, quote, resume } = request;
  const { onWaiting, onTimeTaken, onRefused, onBooked } = request;
  const { t } = useLingui();
  const { api, locale, loadRemote } = useShell();
  const titles = usePayFailureTitles();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [failure, setFailure] = useState<PayFailure | null>(null);
  /** mf_payments' authenticate-payment could not be loaded: its Retry resumes the bank's step. */
  const [moduleError, setModuleError] = useState<unknown>(null);
  const inFlight = useRef(false);
  /** The payment the api holds until the bank's step is done (its 202), while it waits. */
  const waiting = useRef<BookingAuthenticationRequired | null>(null);
  /** Until when the api holds the hour for the payment that waits (its `expires_at`). */
  const [waitingUntil, setWaitingUntil] = useState<string | null>(null);
  const mounted = useRef(true);

  // Past this checkout nothing more is asked (the screen gives up a payment left waiting).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * The payment that waits for the bank, or none: the screen is told (leaving gives it up), and
   * the tab remembers it so that a reload resumes it.
   */
  function wait(payment: BookingAuthenticationRequired | null, paymentMethodId?: string) {
    waiting.current = payment;
    if (!mounted.current) return;
    setWaitingUntil(payment?.payment.expires_at ?? null);
    onWaiting(payment?.meeting_id ?? null);
    if (payment && quote && paymentMethodId)
      rememberAwaiting({
        expertId: expert.id,
        checkout: checkoutKey,
        date,
        rate: rate.slug,
        hour,
        card: paymentMethodId,
        meetingId: payment.meeting_id,
        quote: quote,
      });
    else if (!payment) forgetAwaiting();
  }

  /** The intent of this slot and card: the same key until it is booked or refused. */
  const intentOf = (paymentMethodId: string) =>
    idempotentIntent('booking', { expertId: expert.id, date, rate: rate.slug, hour, card: paymentMethodId });

  function booked(intent: IdempotentIntent, meeting: Meeting) {
    wait(null);
    intent.complete();
    onBooked(meeting.id);
  }

  /**
   * A failed call of the payment: its message, and where the customer goes from there. A 402 after
   * the bank's step is the bank not confirming it (the api's message says so and what to do).
   */
  function failed(error: unknown, intent: IdempotentIntent | null, afterBank: boolean) {
    const found = payFailure(error);
    if (afterBank && found.kind === 'declined') found.kind = 'not-confirmed';
    if (found.final) {
      // Over: nothing waits any more (nor is resumed by a reload).
      wait(null);
      intent?.complete();
    }
    if (found.kind === 'taken') return onTimeTaken(`${titles.taken} ${t`Choose another hour.`}`);
    setFailure(found);
    if (found.kind === 'declined' || found.kind === 'not-confirmed' || found.kind === 'card')
      onRefused(date, hour);
  }

  /**
   * The bank's step of a payment the api holds: mf_payments runs it in Stripe.js, then the api is
   * asked how the payment ended (after a Stripe.js error too: the provider decides). While the api
   * still waits for a payment Stripe confirmed, Stripe and the api are asked again a few times.
   */
  async function authenticate(payment: BookingAuthenticationRequired, intent: IdempotentIntent) {
    setPhase('authenticating');
    let module: AuthenticatePaymentModule;
    try {
      module = await loadRemote('mf_payments', './authenticate-payment');
    } catch (error) {
      if (mounted.current) setModuleError(error);
      return;
    }
    for (let round = 1; mounted.current; round++) {
      setPhase('authenticating');
      const result: PaymentAuthenticationResult = await module.authenticatePayment({
        api,
        locale,
        clientSecret: payment.payment.client_secret,
        paymentMethodId: payment.payment.payment_method_id,
      });
      if (!mounted.current) return;
      setPhase('settling');
      const settled = await api.post<BookingAnswer>(paths.meetAuthentication(payment.meeting_id));
      if (!isPaymentAuthenticationRequired(settled.data)) return booked(intent, settled.data);
      if (result.status !== 'succeeded' || round >= settling.rounds) {
        // Still waiting for the customer: Pay asks the bank again.
        const message = result.status === 'succeeded' ? '' : result.status === 'failed' ? result.message : '';
        setFailure({ kind: 'not-authenticated', message, final: false });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, settling.waitMs * round));
    }
  }

  /**
   * Gives up the payment that waits for the bank (another card chosen instead): true when the api
   * answers that it had been paid meanwhile (201, the meeting), which is then booked.
   */
  async function giveUp(payment: BookingAuthenticationRequired): Promise<boolean> {
    const answer = await api.delete<Meeting | undefined>(paths.meetAuthentication(payment.meeting_id));
    wait(null);
    const intent = intentOf(payment.payment.payment_method_id);
    const meeting = answer?.data;
    if (meeting && typeof meeting.id === 'number') {
      booked(intent, meeting);
      return true;
    }
    intent.complete();
    return false;
  }

  async function pay() {
    if (!card || !quote || inFlight.current) return;
    inFlight.current = true;
    setPhase('paying');
    setFailure(null);
    setModuleError(null);
    const slot = quote;
    let intent: IdempotentIntent | null = null;
    let afterBank = false;
    try {
      const held = waiting.current;
      if (held && held.payment.payment_method_id === card) {
        intent = intentOf(card);
        afterBank = true;
        return await authenticate(held, intent);
      }
      if (held && (await giveUp(held))) return;
      // One key per intent: a double click, a network retry or a reload of this step sends the same
      // key (and a payment that waits for the bank answers its 202 again); another slot or card is
      // another intent.
      intent = intentOf(card);
      const answer = await api.post<BookingAnswer>(
        paths.booking(expert.id),
        {
          date: apiDate(date),
          rate: rate.slug,
          start_time: hour,
          end_time: hourOf(slot.end_time),
          start_time_converted: hourOf(slot.start_time_converted),
          end_time_converted: hourOf(slot.end_time_converted),
          payment_method_id: card,
        },
        { idempotencyKey: intent.key },
      );
      if (!isPaymentAuthenticationRequired(answer.data)) return booked(intent, answer.data);
      wait(answer.data, card);
      afterBank = true;
      await authenticate(answer.data, intent);
    } catch (error) {
      if (mounted.current) failed(error, intent, afterBank);
    } finally {
      inFlight.current = false;
      if (mounted.current) setPhase('idle');
    }
  }

  // A reload while a payment waited for the bank: Pay again at once (the same key answers the same
  // 202, and the bank's step runs again; nothing is charged twice).
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current || card !== resume.card) return;
    resumed.current = true;
    void pay();
  });

  return {
    phase,
    failure,
    /** mf_payments' bank step could not be loaded (shown with Retry, which pays again). */
    moduleError,
    /** Until when the api holds the hour for a payment that waits for the bank. */
    waitingUntil,
    pay,
    retryBankStep() {
      setModuleError(null);
      void pay();
    },
  };
}
