import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingApi, call, type TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { releaseHeldTime, releaseHoldOnUnload } from '../api/hold.ts';
import { apiDate, dayOf, hourOf } from '../format/dates.ts';
import { type AwaitingPayment, awaitingAt, forgetAwaiting } from './authentication.ts';
import type { BookingSearch } from './bookingSearch.ts';
import {
  type CheckoutEvent,
  type CheckoutKey,
  type CheckoutState,
  checkoutReducer,
  heldOf,
  INITIAL_CHECKOUT,
  sameCheckout,
} from './checkoutFlow.ts';

interface CheckoutOptions {
  expertId: number;
  /** The checkout the URL shows (null: not on checkout). */
  checkoutKey: CheckoutKey | null;
  /** The zone chosen in the URL (null: the profile's). */
  tz: string | null;
  go(next: BookingSearch, how: 'push' | 'replace'): void;
  refreshAvailability(date: string | null, rateSlug: string): void;
  /** The hour could not be held: why, for step 1's banner. */
  onRefused(message: string): void;
}

/** The slot's start, which holds it by the expert's date and hour. */
type SlotStart = Pick<TimeSlot, 'start_time'>;

/**
 * The checkout's state (`checkoutFlow.ts`) and what each transition does at the api and in the URL:
 * holding the hour (POST /booking/{id}/hold), holding it again after a refused payment, giving up
 * a payment that waits for the bank (DELETE …/authentication) and letting the hour go, on every way
 * of leaving (Back, another page, closing the tab).
 */
export function useCheckout(options: CheckoutOptions) {
  const { expertId, checkoutKey } = options;
  const { t } = useLingui();
  const { api } = useShell();
  const [state, setState] = useState<CheckoutState>(INITIAL_CHECKOUT);
  // The state as of the last event (the render's may be older), and the screen's latest callbacks.
  const current = useRef(state);
  const latest = useRef(options);
  latest.current = options;

  const send = useCallback((event: CheckoutEvent) => {
    const next = checkoutReducer(current.current, event);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    return next;
  }, []);

  const release = useCallback(() => void releaseHeldTime(api, expertId), [api, expertId]);

  const urlOf = useCallback(
    (key: CheckoutKey, step: 'slot' | 'checkout'): BookingSearch => ({
      rate: key.rate,
      tz: latest.current.tz,
      date: key.date,
      hour: step === 'checkout' ? key.hour : null,
      step,
      meeting: null,
    }),
    [],
  );

  /** Asks for the hour of `key` (state `holding`); held, the URL shows its checkout. */
  const requestHold = useCallback(
    async (key: CheckoutKey, slot: SlotStart, how: 'push' | 'replace') => {
      try {
        const held = await call(api, bookingApi.hold, {
          params: { id: expertId },
          body: {
            date: apiDate(dayOf(slot.start_time)),
            rate: key.rate,
            start_time: hourOf(slot.start_time),
          },
        });
        const next = send({ type: 'held', key, hold: held.data });
        if (next.kind === 'checkout' && sameCheckout(next.key, key))
          latest.current.go(urlOf(key, 'checkout'), how);
        // Left while it was asked for: the hour is let go.
        else if (next.kind === 'slot') release();
      } catch (error) {
        const before = current.current;
        if (send({ type: 'hold-refused', key }) === before) return;
        const message = error instanceof Error ? error.message : '';
        latest.current.onRefused(`${t`This time cannot be held for you.`} ${message}`.trim());
        latest.current.refreshAvailability(key.date, key.rate);
        latest.current.go(urlOf(key, 'slot'), 'replace');
      }
    },
    [api, expertId, send, release, urlOf, t],
  );

  /** Gives up the payment that waits for the bank, then lets the hour go or holds it again. */
  const giveUp = useCallback(
    async (meetingId: number) => {
      forgetAwaiting();
      await call(api, bookingApi.giveUpAuthentication, { params: { id: meetingId } }).catch(() => {});
      const before = current.current;
      const next = send({ type: 'given-up' });
      if (before.kind !== 'giving-up') return;
      if (next.kind === 'holding' && before.hold) void requestHold(next.key, before.hold, 'replace');
      else if (before.after === 'release') release();
    },
    [api, send, requestHold, release],
  );

  /** Holds `slot` for the checkout `key` (Continue, or a checkout URL without its hold). */
  const holdSlot = useCallback(
    (key: CheckoutKey, slot: SlotStart, how: 'push' | 'replace') => {
      const before = current.current;
      if (send({ type: 'hold', key }) !== before) void requestHold(key, slot, how);
    },
    [send, requestHold],
  );

  /** A reload at a checkout whose payment waited for the bank resumes it: the payment, if one waits. */
  const resumeAt = useCallback(
    (key: CheckoutKey): AwaitingPayment | null => {
      const awaiting = awaitingAt(expertId, key);
      if (awaiting) send({ type: 'resume', key, payment: awaiting });
      return awaiting;
    },
    [expertId, send],
  );

  /** The hold's time ran out and the customer asks for the hour again. */
  const holdAgain = useCallback(() => {
    const before = heldOf(current.current);
    const next = send({ type: 'hold-again' });
    if (next.kind === 'giving-up') void giveUp(next.meetingId);
    else if (next.kind === 'holding' && before?.hold) void requestHold(next.key, before.hold, 'replace');
  }, [send, giveUp, requestHold]);

  /** The customer left the checkout: a waiting payment is given up, then the hour let go. */
  const leave = useCallback(() => {
    const before = current.current;
    const next = send({ type: 'leave' });
    if (next === before) return;
    if (before.kind === 'bank-step' && next.kind === 'giving-up') void giveUp(next.meetingId);
    else if (next.kind === 'slot') release();
  }, [send, giveUp, release]);

  /** What the payment tells the checkout. */
  const payment = {
    paying: () => send({ type: 'pay' }),
    waiting: (meetingId: number | null) => send({ type: 'waiting', meetingId }),
    ended: () => send({ type: 'pay-ended' }),
    booked: (meetingId: number) => send({ type: 'booked', meetingId }),
    taken() {
      if (send({ type: 'taken' }).kind === 'slot') release();
    },
    /**
     * Refused: Pay consumed the hold (after the bank's step the api gives it back); the same hour
     * (the expert's `date` and `hour`) is held again quietly so that another card can be tried on it.
     * When it cannot be, the next Pay says the time was taken.
     */
    async refused(date: string, hour: string) {
      const refused = send({ type: 'refused' });
      if (refused.kind !== 'refused') return;
      try {
        const held = await call(api, bookingApi.hold, {
          params: { id: expertId },
          body: { date: apiDate(date), rate: refused.key.rate, start_time: hour },
        });
        send({ type: 'held', key: refused.key, hold: held.data });
      } catch {
        // Someone else holds it now: Pay will say so and go back to the hours.
      }
    },
  };

  // Leaving checkout (Back, the browser's Back, a failed quote) lets the hour go, once the URL has
  // left it (so that it is not asked for again meanwhile); leaving the booking does too.
  const wasOnCheckout = useRef(checkoutKey !== null);
  useEffect(() => {
    if (wasOnCheckout.current && checkoutKey === null) leave();
    wasOnCheckout.current = checkoutKey !== null;
    send({ type: 'url', key: checkoutKey });
  }, [checkoutKey, leave, send]);
  // Read at unmount: the latest `leave` (its identity follows the screen's callbacks).
  const leaveNow = useRef(leave);
  leaveNow.current = leave;
  useEffect(() => () => leaveNow.current(), []);

  // Closing the tab lets it go too (a keepalive DELETE: the page's own requests are cut off).
  const holds = heldOf(state) !== null;
  useEffect(() => {
    if (!holds) return;
    const onHide = () => releaseHoldOnUnload(expertId);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [holds, expertId]);

  return { state, holdSlot, resumeAt, holdAgain, payment };
}
