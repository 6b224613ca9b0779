import { useEffect, useRef } from 'react';
import type { SlotHold } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { releaseHeldTime, releaseHoldOnUnload } from '../api/hold.ts';

interface HoldRelease {
  expertId: number;
  /** The hour held for the customer now (null: none). */
  hold: { key: string; slot: SlotHold | null } | null;
  /** The checkout shown (null: not on checkout). */
  checkoutKey: string | null;
  /** The meeting booked on this page: its hold was consumed by the booking. */
  bookedMeeting: number | null;
  releaseHold(): void;
  /** Runs `next` once a payment that waits for the bank is given up (at once when none waits). */
  afterGivingUp(next: () => void): void;
}

/** Every way of leaving a held hour lets it go: leaving checkout, leaving the booking, closing the tab. */
export function useHoldRelease({
  expertId,
  hold,
  checkoutKey,
  bookedMeeting,
  releaseHold,
  afterGivingUp,
}: HoldRelease) {
  const { api } = useShell();
  // Leaving checkout (Back, the browser's Back, a failed quote) releases the hold: once the URL has
  // left checkout, so that the hold is not asked for again meanwhile.
  const heldNow = useRef(hold);
  heldNow.current = hold;
  const shownCheckout = useRef(checkoutKey);
  useEffect(() => {
    const left = shownCheckout.current !== null && checkoutKey === null;
    shownCheckout.current = checkoutKey;
    if (left && heldNow.current) releaseHold();
  }, [checkoutKey, releaseHold]);

  // Leaving the booking inside the app ('Back to the expert', another page) releases it too; a
  // booked hour's hold is consumed by the booking.
  const bookedNow = useRef(bookedMeeting);
  bookedNow.current = bookedMeeting;
  const giveUpNow = useRef(afterGivingUp);
  giveUpNow.current = afterGivingUp;
  useEffect(
    () => () => {
      if (heldNow.current && bookedNow.current === null)
        giveUpNow.current(() => void releaseHeldTime(api, expertId));
    },
    [api, expertId],
  );

  // Closing the tab releases the hold (a keepalive DELETE: the page's own requests are cut off).
  useEffect(() => {
    if (!hold) return;
    const release = () => releaseHoldOnUnload(expertId);
    window.addEventListener('pagehide', release);
    return () => window.removeEventListener('pagehide', release);
  }, [hold, expertId]);
}
