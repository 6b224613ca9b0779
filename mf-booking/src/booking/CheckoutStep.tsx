import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type Expert, idempotentIntent, type Meeting, paths, type Rate } from 'shared-contracts';
import { RemoteWidget, useShell } from 'shared-contracts/react';
import { useQuote } from '../api/useQuote.ts';
import { apiDate, dayOf, formatLongDate, hourOf } from '../format/dates.ts';
import { formatDollars } from '../format/money.ts';
import { ExpertTime } from './ExpertTime.tsx';
import { type PayFailure, type PayFailureKind, payFailure } from './payFailure.ts';

interface CheckoutStepProps {
  expert: Expert;
  rate: Rate;
  date: string;
  hour: string;
  card: string | null;
  /** When the hold on this hour ends (ISO instant). */
  expiresAt: string;
  /** The hold ended: ask for it again. */
  onHoldAgain(): void;
  /** The hold ended: back to the hours of the date to choose another. */
  onChooseAnother(): void;
  onCard(paymentMethodId: string): void;
  onBack(): void;
  /** The quote failed: back to the first step with its message in a red banner. */
  onQuoteFailed(message: string): void;
  /** The time was taken between choosing and paying: back to the hours, refreshed, card kept. */
  onTimeTaken(message: string): void;
  onBooked(meetingId: number): void;
}

/** Step 2: the quote, the card (mf_payments' CardPicker) and Pay. */
export function CheckoutStep(props: CheckoutStepProps) {
  const { expert, rate, date, hour, card, expiresAt, onHoldAgain, onChooseAnother } = props;
  const { onCard, onBack, onQuoteFailed, onTimeTaken, onBooked } = props;
  const { t } = useLingui();
  const { api, locale } = useShell();
  const quote = useQuote(expert.id, { date, rate: rate.slug, hour });
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<PayFailure | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (quote.error) onQuoteFailed(quote.error.message);
  }, [quote.error, onQuoteFailed]);

  const titles: Record<PayFailureKind, string> = {
    declined: t`Your card was declined. Nothing was booked or charged.`,
    card: t`This card cannot be used. Nothing was booked or charged.`,
    taken: t`This time was taken while you were paying.`,
    'in-progress': t`Your payment is still being processed.`,
    unavailable: t`The payment could not be made right now. Nothing was booked.`,
    network: t`The server could not be reached. Check your connection and press Pay again: you will not be charged twice.`,
    other: t`The payment could not be made. Nothing was booked.`,
  };

  async function pay() {
    if (!card || !quote.data || inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setFailure(null);
    // One key per intent: a double click, a network retry or a reload of this step sends the same
    // key; another slot or card is another intent.
    const intent = idempotentIntent('booking', { expertId: expert.id, date, rate: rate.slug, hour, card });
    const slot = quote.data;
    try {
      const booked = await api.post<Meeting>(
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
      intent.complete();
      onBooked(booked.data.id);
    } catch (error) {
      const found = payFailure(error);
      if (found.final) intent.complete();
      if (found.kind === 'taken') onTimeTaken(`${titles.taken} ${t`Choose another hour.`}`);
      else setFailure(found);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  if (quote.isLoading || !quote.data) return <Loader aria-label={t`Loading the price`} />;
  const { meet } = quote.data;
  const minutes = quote.data.rate.duration;
  const total = formatDollars(meet.total, locale);
  const yours = `${hourOf(quote.data.start_time_converted)} – ${hourOf(quote.data.end_time_converted)}`;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {quote.data.rate.name} · {t`${minutes} min`}
          </Title>
          <Text>
            {formatLongDate(dayOf(quote.data.start_time_converted), locale)}, {yours}
          </Text>
          <Text size="sm" c="dimmed">
            <ExpertTime slot={quote.data} />
          </Text>
          <dl style={{ margin: 0 }}>
            <QuoteLine label={t`Rate`} amount={formatDollars(meet.rate, locale)} />
            <QuoteLine label={t`Fee`} amount={formatDollars(meet.fee, locale)} />
            <QuoteLine label={t`Total`} amount={total} strong />
          </dl>
        </Stack>
      </Card>

      <HoldTimer expiresAt={expiresAt} onHoldAgain={onHoldAgain} onChooseAnother={onChooseAnother} />

      <RemoteWidget remote="mf_payments" module="./CardPicker" props={{ value: card, onChange: onCard }} />

      {failure ? (
        <Alert color="red" role="alert" title={titles[failure.kind]}>
          {failure.message}
        </Alert>
      ) : null}

      <Group>
        <Button variant="default" onClick={onBack} disabled={paying}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={pay} loading={paying} disabled={!card}>
          <Trans>Pay {total}</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** Seconds left until `expiresAt`, ticking each second. */
function useSecondsLeft(expiresAt: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    const timer = setInterval(() => setSeconds(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

function secondsUntil(expiresAt: string): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
}

function HoldTimer({
  expiresAt,
  onHoldAgain,
  onChooseAnother,
}: {
  expiresAt: string;
  onHoldAgain(): void;
  onChooseAnother(): void;
}) {
  const seconds = useSecondsLeft(expiresAt);
  const remaining = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  if (seconds > 0)
    return (
      <Text size="sm">
        <Trans>This time is held for you for {remaining}</Trans>
      </Text>
    );
  return (
    <Alert color="yellow" role="alert" title={<Trans>The time held for you has run out.</Trans>}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Other customers can book this hour now. Hold it again or choose another hour.</Trans>
        </Text>
        <Group>
          <Button size="xs" onClick={onHoldAgain}>
            <Trans>Hold it again</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onChooseAnother}>
            <Trans>Choose another hour</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function QuoteLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text component="dt" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined}>
        {amount}
      </Text>
    </Group>
  );
}
