import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BookingProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { swrKeys } from '../api/keys.ts';
import { useExpert } from '../api/useExpert.ts';
import { type BookingSearch, bookingSearchParams, readBookingSearch } from './bookingSearch.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import { RequestReceivedDialog } from './RequestReceivedDialog.tsx';
import { SlotStep } from './SlotStep.tsx';

/** The two-step booking (spec §2, §4): rate, date and hour; checkout and pay; 'Request Received'. */
export function BookingScreen({ expertId, homePath, expertPath }: BookingProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const { mutate } = useSWRConfig();
  const expert = useExpert(expertId);
  const [search, setSearch] = useSearchParams();
  const state = readBookingSearch(search);
  /** The chosen card outlives the steps: a taken slot sends the customer back with the card kept. */
  const [card, setCard] = useState<string | null>(null);
  /** The red banner of the first step: a failed quote, or a time taken while paying. */
  const [banner, setBanner] = useState<string | null>(null);
  const [bookedMeeting, setBookedMeeting] = useState<number | null>(null);

  const go = useCallback(
    (next: BookingSearch, how: 'push' | 'replace') =>
      setSearch(bookingSearchParams(next), { replace: how === 'replace' }),
    [setSearch],
  );

  const backToSlot = useCallback(
    (message: string, hour: string | null) => {
      setBanner(message);
      go({ ...state, hour, step: 'slot' }, 'replace');
    },
    [go, state],
  );

  if (expert.isLoading) return <Loader aria-label={t`Loading`} />;
  if (expert.error || !expert.data)
    return (
      <Alert color="red" title={t`The expert could not be loaded`}>
        {expert.error?.message}
      </Alert>
    );

  const rates = expert.data.rates.filter((rate) => rate.price !== null);
  const rate = rates.find((item) => item.slug === state.rate) ?? rates[0] ?? null;
  const name = `${expert.data.first_name} ${expert.data.last_name}`;

  return (
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
            {state.step === 'checkout' ? (
              <Trans>Step 2 of 2: checkout</Trans>
            ) : (
              <Trans>Step 1 of 2: booking</Trans>
            )}
          </Text>
        </div>
        {!rate ? (
          <Alert color="yellow">
            <Trans>This expert has not set any rates yet.</Trans>
          </Alert>
        ) : state.step === 'checkout' && state.date && state.hour ? (
          <CheckoutStep
            expert={expert.data}
            rate={rate}
            date={state.date}
            hour={state.hour}
            card={card}
            onCard={setCard}
            onBack={() => go({ ...state, step: 'slot' }, 'push')}
            onQuoteFailed={(message) => backToSlot(message, state.hour)}
            onTimeTaken={(message) => {
              if (state.date)
                void mutate(swrKeys.slots(locale, expertId, state.date, rate.slug), undefined, {
                  revalidate: true,
                });
              backToSlot(message, null);
            }}
            onBooked={setBookedMeeting}
          />
        ) : (
          <SlotStep
            expert={expert.data}
            rates={rates}
            rate={rate}
            date={state.date}
            hour={state.hour}
            banner={banner}
            onChange={(next) => {
              setBanner(null);
              go({ rate: rate.slug, date: state.date, hour: state.hour, ...next, step: 'slot' }, 'replace');
            }}
            onContinue={() => {
              setBanner(null);
              go({ rate: rate.slug, date: state.date, hour: state.hour, step: 'checkout' }, 'push');
            }}
          />
        )}
        <RequestReceivedDialog meetingId={bookedMeeting} homePath={homePath} />
      </Stack>
    </DatesProvider>
  );
}
