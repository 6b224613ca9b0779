import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  type BookingQuote,
  bookingApi,
  call,
  type Expert,
  idempotentIntent,
  type Meeting,
  type Rate,
} from 'shared-contracts';
import { usePaymentDriver, useShell } from 'shared-contracts/react';
import { apiDate, hourOf } from '../format/dates.ts';
import { type AwaitingPayment, forgetAwaiting, rememberAwaiting } from './authentication.ts';
import type { CheckoutKey } from './checkoutFlow.ts';
import { type PayFailure, payFailure } from './payFailure.ts';
import { usePayFailureTitles } from './payFailureTitles.ts';

export interface PaymentRequest {
  expert: Expert;
  rate: Rate;
  /** The expert's date and hour of the slot (what the booking takes). */
  date: string;
  hour: string;
  /** The checkout it is paid at: a reload there resumes its waiting payment. */
  checkoutKey: CheckoutKey;
  card: string | null;
  /** The quote shown (undefined while it loads): the booking repeats its times. */
  quote: BookingQuote | undefined;
  /** A payment of this checkout that waited for the bank when the page was reloaded: resumed at once. */
  resume: AwaitingPayment | null;
  /** Pay was pressed and runs. */
  onPaying(): void;
  onWaiting(meetingId: number | null): void;
  /** Pay ended without booking or refusing (no answer, not confirmed yet, a module failed). */
  onPayEnded(): void;
  onTimeTaken(message: string): void;
  onRefused(date: string, hour: string): void;
  onBooked(meetingId: number): void;
}

/**
 * Pay, as the checkout runs it, through mf_payments' payment driver: one idempotency key per
 * intent (slot and card), the bank's step (3-D Secure) when the api answers 202, a payment waiting
 * for it remembered for a reload, and every failure told apart.
 */
export function usePayment(request: PaymentRequest) {
  const { expert, rate, date, hour, checkoutKey, card, quote, resume } = request;
  const { onPaying, onWaiting, onPayEnded, onTimeTaken, onRefused, onBooked } = request;
  const { t } = useLingui();
  const { api } = useShell();
  const titles = usePayFailureTitles();
  const [failure, setFailure] = useState<PayFailure | null>(null);
  /** mf_payments (its driver or its bank step) could not be loaded: its Retry pays again. */
  const [moduleError, setModuleError] = useState<unknown>(null);
  /** Until when the api holds the hour for the payment that waits (its `expires_at`). */
  const [waitingUntil, setWaitingUntil] = useState<string | null>(null);

  const { phase, pay: payWith } = usePaymentDriver<Meeting>({
    intentOf: (paymentMethodId) =>
      idempotentIntent('booking', {
        expertId: expert.id,
        date,
        rate: rate.slug,
        hour,
        card: paymentMethodId,
      }),
    async send(paymentMethodId, idempotencyKey) {
      if (!quote) throw new Error('no quote to book');
      const answer = await call(api, bookingApi.book, {
        params: { id: expert.id },
        body: {
          date: apiDate(date),
          rate: rate.slug,
          start_time: hour,
          end_time: hourOf(quote.end_time),
          start_time_converted: hourOf(quote.start_time_converted),
          end_time_converted: hourOf(quote.end_time_converted),
          payment_method_id: paymentMethodId,
        },
        idempotencyKey,
      });
      return answer.data;
    },
    settle: async (waiting) =>
      (await call(api, bookingApi.authenticated, { params: { id: waiting.meeting_id } })).data,
    async giveUp(waiting) {
      // Given up: the message alone; paid meanwhile: the booking.
      const { data } = await call(api, bookingApi.giveUpAuthentication, {
        params: { id: waiting.meeting_id },
      });
      return data && 'id' in data ? data : undefined;
    },
    // The screen is told (leaving gives the payment up), and the tab remembers it for a reload.
    onWaiting(waiting) {
      setWaitingUntil(waiting?.payment.expires_at ?? null);
      onWaiting(waiting?.meeting_id ?? null);
      if (!waiting) forgetAwaiting();
      else if (quote)
        rememberAwaiting({
          expertId: expert.id,
          checkout: checkoutKey,
          date,
          rate: rate.slug,
          hour,
          card: waiting.payment.payment_method_id,
          meetingId: waiting.meeting_id,
          quote,
        });
    },
  });

  /** A refusal or no answer: its message, and where the customer goes from there. */
  function failed(error: unknown, afterBank: boolean) {
    const found = payFailure(error);
    // A 402 after the bank's step is the bank not confirming it (the api's message says so).
    if (afterBank && found.kind === 'declined') found.kind = 'not-confirmed';
    if (found.kind === 'taken') return onTimeTaken(`${titles.taken} ${t`Choose another hour.`}`);
    setFailure(found);
    if (found.kind === 'declined' || found.kind === 'not-confirmed' || found.kind === 'card')
      onRefused(date, hour);
    else onPayEnded();
  }

  async function pay() {
    if (!card || !quote) return;
    setFailure(null);
    setModuleError(null);
    onPaying();
    const outcome = await payWith(card);
    switch (outcome?.kind) {
      case 'paid':
        return onBooked(outcome.paid.id);
      case 'failed':
        return failed(outcome.error, outcome.afterBank);
      case 'not-authenticated':
        // Still waiting for the customer: Pay asks the bank again.
        onPayEnded();
        return setFailure({
          kind: 'not-authenticated',
          message: outcome.result.status === 'failed' ? outcome.result.message : '',
          final: false,
        });
      case 'bank-step-unavailable':
      case 'driver-unavailable':
        onPayEnded();
        return setModuleError(outcome.error);
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
    /** mf_payments could not be loaded (shown with Retry, which pays again). */
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
