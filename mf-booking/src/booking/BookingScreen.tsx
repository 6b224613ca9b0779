import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type BookingProps, paths, type SlotHold, type TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { releaseHoldOnUnload } from '../api/hold.ts';
import { swrKeys } from '../api/keys.ts';
import { useExpert } from '../api/useExpert.ts';
import { useProfileZone } from '../api/useProfileZone.ts';
import { useSlots } from '../api/useSlots.ts';
import { BookingZoneContext } from '../api/zone.ts';
import { apiDate, dayOf, hourOf } from '../format/dates.ts';
import { type AwaitingPayment, awaitingAt, forgetAwaiting } from './authentication.ts';
import { type BookingSearch, bookingSearchParams, readBookingSearch } from './bookingSearch.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import { RequestReceivedDialog } from './RequestReceivedDialog.tsx';
import { SlotStep } from './SlotStep.tsx';

/** The two-step booking (spec §2, §4): rate, date and hour; checkout and pay; 'Request Received'. */
export function BookingScreen({ expertId, homePath, expertPath }: BookingProps) {
  const { t } = useLingui();
  const { api, locale } = useShell();
  const { mutate } = useSWRConfig();
  const expert = useExpert(expertId);
  const [search, setSearch] = useSearchParams();
  const state = readBookingSearch(search);
  /** The zone the dates and hours are read in: the chosen one (`tz`), else the profile's (null: loading). */
  const profileZone = useProfileZone();
  const zone = state.tz ?? profileZone;
  /** The chosen card outlives the steps: a taken slot sends the customer back with the card kept. */
  const [card, setCard] = useState<string | null>(null);
  /** The red banner of the first step: a failed quote, or a time taken while paying. */
  const [banner, setBanner] = useState<string | null>(null);
  /** The meeting booked on this page (its 'Request Received' is also in the URL, `step=received`). */
  const [bookedMeeting, setBookedMeeting] = useState<number | null>(null);
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

  const go = useCallback(
    (next: BookingSearch, how: 'push' | 'replace') =>
      setSearch(bookingSearchParams(next), { replace: how === 'replace' }),
    [setSearch],
  );

  const backToSlot = useCallback(
    (message: string, hour: string | null) => {
      setBanner(message);
      go({ ...state, hour, step: 'slot', meeting: null }, 'replace');
    },
    [go, state],
  );

  /** The hours and the days of the chosen rate asked again (a 409 or a time taken meanwhile). */
  const refreshAvailability = useCallback(
    (date: string | null, rateSlug: string) => {
      if (date && zone)
        void mutate(swrKeys.slots(locale, expertId, date, rateSlug, zone), undefined, { revalidate: true });
      void mutate(
        (key) =>
          Array.isArray(key) && key[0] === 'booking/days' && key[2] === expertId && key[4] === rateSlug,
        undefined,
        { revalidate: true },
      );
    },
    [mutate, locale, expertId, zone],
  );

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
        const held = await api.post<SlotHold>(paths.bookingHold(expertId), {
          date: apiDate(dayOf(slot.start_time)),
          rate: rateSlug,
          start_time: hourOf(slot.start_time),
        });
        setHold({ key, slot: held.data });
        go({ rate: rateSlug, tz: state.tz, date, hour, step: 'checkout', meeting: null }, how);
      } catch (error) {
        setHold(null);
        const message = error instanceof Error ? error.message : '';
        setBanner(`${t`This time cannot be held for you.`} ${message}`.trim());
        refreshAvailability(date, rateSlug);
        go({ rate: rateSlug, tz: state.tz, date, hour: null, step: 'slot', meeting: null }, 'replace');
      } finally {
        holdInFlight.current = null;
        setHolding(false);
      }
    },
    [api, expertId, go, refreshAvailability, t, zone, state.tz],
  );

  /**
   * After a refused payment (Pay consumed the hold; after the bank's step the api gives it back)
   * the same hour (`date` and `hour` the expert's, `key` the checkout's) is held again quietly, the checkout kept, so that another card can be tried on
   * it. When it cannot be held, the next Pay says the time was taken.
   */
  const holdAfterRefusal = useCallback(
    async (key: string, rateSlug: string, date: string, hour: string) => {
      try {
        const held = await api.post<SlotHold>(paths.bookingHold(expertId), {
          date: apiDate(date),
          rate: rateSlug,
          start_time: hour,
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
      void Promise.resolve(api.delete(paths.meetAuthentication(meetingId)))
        .catch(() => {})
        .then(next);
    },
    [api],
  );

  const releaseHold = useCallback(() => {
    setHold(null);
    setResume(null);
    afterGivingUp(() => void Promise.resolve(api.delete(paths.bookingHold(expertId))).catch(() => {}));
  }, [api, expertId, afterGivingUp]);

  // A checkout reached by a reload or a shared link holds its hour too (the same hold if it has one).
  const rates = (expert.data?.rates ?? []).filter((rate) => rate.price !== null);
  const rate = rates.find((item) => item.slug === state.rate) ?? rates[0] ?? null;
  const checkoutKey =
    state.step === 'checkout' && state.date && state.hour && rate && zone
      ? `${zone}|${state.date}|${rate.slug}|${state.hour}`
      : null;
  // The URL holds the hour in the chosen zone: its slot (the expert's date and hour) is found among
  // the hours of that day, the ones step 1 showed (already loaded when coming from it).
  const checkoutSlots = useSlots(expertId, checkoutKey ? state.date : null, rate?.slug ?? null, zone, {
    quiet: true,
  });
  const checkoutSlot =
    checkoutSlots.data?.find(
      (slot) =>
        dayOf(slot.start_time_converted) === state.date && hourOf(slot.start_time_converted) === state.hour,
    ) ?? null;
  const slotsSettled =
    !checkoutSlots.isLoading && (checkoutSlots.data !== undefined || !!checkoutSlots.error);
  /** The checkout whose hour was not found: left once (the URL changes in a transition). */
  const notFound = useRef<string | null>(null);
  useEffect(() => {
    if (!checkoutKey || hold?.key === checkoutKey || holdInFlight.current || bookedMeeting !== null) return;
    // A reload while its payment waited for the bank: the api holds the hour for that payment (so
    // it is not among the free hours).
    const awaiting = awaitingAt(expertId, checkoutKey);
    if (awaiting) {
      setCard(awaiting.card);
      setResume(awaiting);
      setHold({ key: checkoutKey, slot: null });
      return;
    }
    if (!slotsSettled || notFound.current === checkoutKey) return;
    const [, date = '', rateSlug = '', hour = ''] = checkoutKey.split('|');
    if (checkoutSlot) {
      void holdSlot(date, rateSlug, hour, checkoutSlot, 'replace');
      return;
    }
    // The hour is no longer offered (taken, past, or not an hour of this day in this zone).
    notFound.current = checkoutKey;
    setBanner(
      `${t`This time cannot be held for you.`} ${checkoutSlots.error?.message ?? t`It is no longer free.`}`,
    );
    go({ ...state, hour: null, step: 'slot', meeting: null }, 'replace');
  }, [
    checkoutKey,
    hold,
    holdSlot,
    bookedMeeting,
    slotsSettled,
    checkoutSlot,
    checkoutSlots.error,
    go,
    state,
    t,
    expertId,
  ]);

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
        giveUpNow.current(
          () => void Promise.resolve(api.delete(paths.bookingHold(expertId))).catch(() => {}),
        );
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

  if (expert.isLoading || (zone === null && state.step !== 'received'))
    return <Loader aria-label={t`Loading`} />;
  if (expert.error || !expert.data)
    return (
      <Alert color="red" title={t`The expert could not be loaded`}>
        {expert.error?.message}
      </Alert>
    );

  const name = `${expert.data.first_name} ${expert.data.last_name}`;

  return (
    <BookingZoneContext.Provider value={zone}>
      <DatesProvider settings={{ locale }}>
        <Stack gap="lg">
          <Anchor component={Link} to={expertPath} size="sm">
            <Trans>Back to {name}</Trans>
          </Anchor>
          <div>
            <Title order={1} size="h2">
              <Trans>Book a meeting with {name}</Trans>
            </Title>
            <Text c="dimmed">
              {state.step === 'received' ? (
                <Trans>Booked and paid</Trans>
              ) : state.step === 'checkout' ? (
                <Trans>Step 2 of 2: checkout</Trans>
              ) : (
                <Trans>Step 1 of 2: booking</Trans>
              )}
            </Text>
          </div>
          {state.step === 'received' ? (
            <Anchor component={Link} to={homePath}>
              <Trans>Go to my home</Trans>
            </Anchor>
          ) : !rate || !zone ? (
            <Alert color="yellow">
              <Trans>This expert has not set any rates yet.</Trans>
            </Alert>
          ) : state.step === 'checkout' && state.date && state.hour ? (
            hold?.key !== checkoutKey ? (
              <Loader aria-label={t`Holding this time for you`} />
            ) : (
              <CheckoutStep
                expert={expert.data}
                rate={rate}
                date={hold.slot ? dayOf(hold.slot.start_time) : (resume?.date ?? '')}
                hour={hold.slot ? hourOf(hold.slot.start_time) : (resume?.hour ?? '')}
                checkoutKey={hold.key}
                card={card}
                expiresAt={hold.slot?.expires_at ?? null}
                resume={resume}
                onWaiting={(meetingId) => {
                  waitingMeeting.current = meetingId;
                }}
                onHoldAgain={() => {
                  const date = state.date;
                  const hour = state.hour;
                  const slot = hold.slot;
                  // A payment still waiting (its time ran out) is given up before the hour is asked again.
                  afterGivingUp(() => {
                    setHold(null);
                    setResume(null);
                    if (date && hour && slot) void holdSlot(date, rate.slug, hour, slot, 'replace');
                  });
                }}
                onCard={setCard}
                onBack={() => go({ ...state, step: 'slot' }, 'push')}
                onChooseAnother={() => go({ ...state, hour: null, step: 'slot' }, 'push')}
                onQuoteFailed={(message) => backToSlot(message, state.hour)}
                onTimeTaken={(message) => {
                  refreshAvailability(state.date, rate.slug);
                  backToSlot(message, null);
                }}
                onRefused={(date, hour) => void holdAfterRefusal(hold.key, rate.slug, date, hour)}
                onBooked={(meeting) => {
                  // The hold is consumed by the booking: not released when the URL leaves checkout.
                  setHold(null);
                  setResume(null);
                  setBookedMeeting(meeting);
                  go({ ...state, hour: null, step: 'received', meeting }, 'replace');
                }}
              />
            )
          ) : (
            <SlotStep
              expert={expert.data}
              rates={rates}
              rate={rate}
              zone={zone}
              profileZone={profileZone ?? zone}
              date={state.date}
              hour={state.hour}
              banner={banner}
              holding={holding}
              onChange={(next) => {
                setBanner(null);
                go(
                  {
                    rate: rate.slug,
                    tz: state.tz,
                    date: state.date,
                    hour: state.hour,
                    ...next,
                    step: 'slot',
                    meeting: null,
                  },
                  'replace',
                );
              }}
              onContinue={(slot) => {
                setBanner(null);
                if (state.date && state.hour) void holdSlot(state.date, rate.slug, state.hour, slot, 'push');
              }}
            />
          )}
          <RequestReceivedDialog
            meetingId={state.step === 'received' ? state.meeting : null}
            homePath={homePath}
          />
        </Stack>
      </DatesProvider>
    </BookingZoneContext.Provider>
  );
}
