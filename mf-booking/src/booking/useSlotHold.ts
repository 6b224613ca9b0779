import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { bookingApi, call, type SlotHold, type TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { releaseHeldTime } from '../api/hold.ts';
import { apiDate, dayOf, hourOf } from '../format/dates.ts';
import { type AwaitingPayment, awaitingAt, forgetAwaiting } from './authentication.ts';
import type { BookingSearch } from './bookingSearch.ts';

interface SlotHoldOptions {
  expertId: number;
  /** The zone of the URL's date and hour (null while the profile's loads). */
  zone: string | null;
  /** The zone chosen in the URL (null: the profile's). */
  tz: string | null;
  go(next: BookingSearch, how: 'push' | 'replace'): void;
  refreshAvailability(date: string | null, rateSlug: string): void;
  /** The hour could not be held: why, for step 1's banner. */
  onRefused(message: string): void;
}

/**
 * The hour held for the customer while paying (POST/DELETE /booking/{id}/hold), and a payment that
 * waits for the bank on it: holding, holding again after a refused payment, giving up and releasing.
 */
export function useSlotHold({ expertId, zone, tz, go, refreshAvailability, onRefused }: SlotHoldOptions) {
  const { t } = useLingui();
  const { api } = useShell();
  /**
   * The hour held for this customer while paying (POST /booking/{id}/hold), and its slot: `key` is
   * the checkout's (zone, date, rate and hour of the URL), the slot carries the expert's date and
   * hour. No slot when a reload resumes a payment that waits for the bank (the api holds the hour
   * for that payment).
   */
  const [hold, setHold] = useState<{ key: string; slot: SlotHold | null } | null>(null);
  /** A payment that waited for the bank when this checkout was reloaded. */
  const [resume, setResume] = useState<AwaitingPayment | null>(null);
  /** The meeting whose payment waits for the bank at checkout: leaving gives it up first. */
  const waitingMeeting = useRef<number | null>(null);
  const [holding, setHolding] = useState(false);
  const holdInFlight = useRef<string | null>(null);

  /**
   * Holds `slot` (the hour `hour` of `date` in the chosen zone) by its expert-side date and hour; on
   * success goes (or stays) on checkout, else back to the hours with the reason.
   */
  const holdSlot = useCallback(
    async (date: string, rateSlug: string, hour: string, slot: TimeSlot, how: 'push' | 'replace') => {
      const key = `${zone}|${date}|${rateSlug}|${hour}`;
      if (holdInFlight.current === key) return;
      holdInFlight.current = key;
      setHolding(true);
      try {
        const held = await call(api, bookingApi.hold, {
          params: { id: expertId },
          body: {
            date: apiDate(dayOf(slot.start_time)),
            rate: rateSlug,
            start_time: hourOf(slot.start_time),
          },
        });
        setHold({ key, slot: held.data });
        go({ rate: rateSlug, tz, date, hour, step: 'checkout', meeting: null }, how);
      } catch (error) {
        setHold(null);
        const message = error instanceof Error ? error.message : '';
        onRefused(`${t`This time cannot be held for you.`} ${message}`.trim());
        refreshAvailability(date, rateSlug);
        go({ rate: rateSlug, tz, date, hour: null, step: 'slot', meeting: null }, 'replace');
      } finally {
        holdInFlight.current = null;
        setHolding(false);
      }
    },
    [api, expertId, go, refreshAvailability, t, zone, tz, onRefused],
  );

  /**
   * After a refused payment (Pay consumed the hold; after the bank's step the api gives it back)
   * the same hour (`date` and `hour` the expert's, `key` the checkout's) is held again quietly, the
   * checkout kept, so that another card can be tried on it. When it cannot be held, the next Pay
   * says the time was taken.
   */
  const holdAfterRefusal = useCallback(
    async (key: string, rateSlug: string, date: string, hour: string) => {
      try {
        const held = await call(api, bookingApi.hold, {
          params: { id: expertId },
          body: { date: apiDate(date), rate: rateSlug, start_time: hour },
        });
        setHold((current) => (current?.key === key ? { key, slot: held.data } : current));
      } catch {
        // Someone else holds it now: Pay will say so and go back to the hours.
      }
    },
    [api, expertId],
  );

  /**
   * Runs `next` once a payment that waits for the bank is given up (DELETE …/authentication, which
   * gives the hour back to the customer), at once when none waits.
   */
  const afterGivingUp = useCallback(
    (next: () => void) => {
      const meetingId = waitingMeeting.current;
      if (meetingId === null) return next();
      waitingMeeting.current = null;
      forgetAwaiting();
      void call(api, bookingApi.giveUpAuthentication, { params: { id: meetingId } })
        .catch(() => {})
        .then(next);
    },
    [api],
  );

  const releaseHold = useCallback(() => {
    setHold(null);
    setResume(null);
    afterGivingUp(() => void releaseHeldTime(api, expertId));
  }, [api, expertId, afterGivingUp]);

  /** Whether a hold is being asked for now. */
  const isHolding = useCallback(() => holdInFlight.current !== null, []);

  /**
   * A reload while its payment waited for the bank: the api holds the hour for that payment (so it
   * is not among the free hours), and the checkout resumes it. The payment, if one waits there.
   */
  const resumeAt = useCallback(
    (checkoutKey: string) => {
      const awaiting = awaitingAt(expertId, checkoutKey);
      if (awaiting) {
        setResume(awaiting);
        setHold({ key: checkoutKey, slot: null });
      }
      return awaiting;
    },
    [expertId],
  );

  return {
    isHolding,
    resumeAt,
    hold,
    setHold,
    resume,
    setResume,
    holding,
    waitingMeeting,
    holdSlot,
    holdAfterRefusal,
    afterGivingUp,
    releaseHold,
  };
}
