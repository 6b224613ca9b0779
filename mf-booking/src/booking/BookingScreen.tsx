import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BookingProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { swrKeys } from '../api/keys.ts';
import { useExpert } from '../api/useExpert.ts';
import { useProfileZone } from '../api/useProfileZone.ts';
import { useSlots } from '../api/useSlots.ts';
import { BookingZoneContext } from '../api/zone.ts';
import { dayOf, hourOf } from '../format/dates.ts';
import { type BookingSearch, bookingSearchParams, readBookingSearch } from './bookingSearch.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import { type CheckoutKey, heldOf, mayHoldFromUrl, sameCheckout } from './checkoutFlow.ts';
import { RequestReceivedDialog } from './RequestReceivedDialog.tsx';
import { SlotStep } from './SlotStep.tsx';
import { useCheckout } from './useCheckout.ts';

/** The two-step booking (spec §2, §4): rate, date and hour; checkout and pay; 'Request Received'. */
export function BookingScreen({ expertId, homePath, expertPath }: BookingProps) {
  const { t } = useLingui();
  const { locale } = useShell();
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

  const rates = (expert.data?.rates ?? []).filter((rate) => rate.price !== null);
  const rate = rates.find((item) => item.slug === state.rate) ?? rates[0] ?? null;
  const rateSlug = rate?.slug ?? null;
  const checkoutKey = useMemo<CheckoutKey | null>(
    () =>
      state.step === 'checkout' && state.date && state.hour && rateSlug && zone
        ? { zone, date: state.date, rate: rateSlug, hour: state.hour }
        : null,
    [state.step, zone, state.date, rateSlug, state.hour],
  );
  const checkout = useCheckout({
    expertId,
    checkoutKey,
    tz: state.tz,
    go,
    refreshAvailability,
    onRefused: setBanner,
  });
  const { holdSlot, resumeAt, holdAgain, payment } = checkout;
  const held = heldOf(checkout.state);
  const heldHere = held !== null && sameCheckout(held.key, checkoutKey) ? held : null;

  // A checkout reached by a reload or a shared link holds its hour too (the same hold if it has one).
  // The URL holds the hour in the chosen zone: its slot (the expert's date and hour) is found among
  // the hours of that day, the ones step 1 showed (already loaded when coming from it).
  const checkoutSlots = useSlots(
    rate ? { kind: 'booking', expertId, rate: rate.slug } : null,
    checkoutKey ? state.date : null,
    zone,
    { quiet: true },
  );
  const checkoutSlot =
    checkoutSlots.data?.find(
      (slot) =>
        dayOf(slot.start_time_converted) === state.date && hourOf(slot.start_time_converted) === state.hour,
    ) ?? null;
  const slotsSettled =
    !checkoutSlots.isLoading && (checkoutSlots.data !== undefined || !!checkoutSlots.error);
  /** The checkout whose hour was not found: left once (the URL changes in a transition). */
  const notFound = useRef<CheckoutKey | null>(null);
  useEffect(() => {
    if (!checkoutKey || !mayHoldFromUrl(checkout.state, checkoutKey)) return;
    const awaiting = resumeAt(checkoutKey);
    if (awaiting) {
      setCard(awaiting.card);
      return;
    }
    if (!slotsSettled || sameCheckout(notFound.current, checkoutKey)) return;
    if (checkoutSlot) {
      holdSlot(checkoutKey, checkoutSlot, 'replace');
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
    checkout.state,
    holdSlot,
    slotsSettled,
    checkoutSlot,
    checkoutSlots.error,
    go,
    state,
    t,
    resumeAt,
  ]);

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
            !heldHere ? (
              <Loader aria-label={t`Holding this time for you`} />
            ) : (
              <CheckoutStep
                expert={expert.data}
                rate={rate}
                date={heldHere.hold ? dayOf(heldHere.hold.start_time) : (heldHere.resume?.date ?? '')}
                hour={heldHere.hold ? hourOf(heldHere.hold.start_time) : (heldHere.resume?.hour ?? '')}
                checkoutKey={heldHere.key}
                card={card}
                expiresAt={heldHere.hold?.expires_at ?? null}
                resume={heldHere.resume}
                onPaying={payment.paying}
                onWaiting={payment.waiting}
                onPayEnded={payment.ended}
                onHoldAgain={holdAgain}
                onCard={setCard}
                onBack={() => go({ ...state, step: 'slot' }, 'push')}
                onChooseAnother={() => go({ ...state, hour: null, step: 'slot' }, 'push')}
                onQuoteFailed={(message) => backToSlot(message, state.hour)}
                onTimeTaken={(message) => {
                  payment.taken();
                  refreshAvailability(state.date, rate.slug);
                  backToSlot(message, null);
                }}
                onRefused={(date, hour) => void payment.refused(date, hour)}
                onBooked={(meeting) => {
                  // The hold is consumed by the booking: not released when the URL leaves checkout.
                  payment.booked(meeting);
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
              holding={checkout.state.kind === 'holding'}
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
              onContinue={(slot, hour) => {
                setBanner(null);
                if (state.date) holdSlot({ zone, date: state.date, rate: rate.slug, hour }, slot, 'push');
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
