import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  type AuthenticatePaymentModule,
  type BookingAuthenticationRequired,
  type Expert,
  type IdempotentIntent,
  idempotentIntent,
  type Meeting,
  type PaymentAuthenticationResult,
  paths,
  type Rate,
} from 'shared-contracts';
import { RemoteFailure, RemoteWidget, useShell } from 'shared-contracts/react';
import { useQuote } from '../api/useQuote.ts';
import { apiDate, dayOf, formatLongDate, hourOf } from '../format/dates.ts';
import { formatDollars } from '../format/money.ts';
import {
  type AwaitingPayment,
  forgetAwaiting,
  isAuthenticationRequired,
  rememberAwaiting,
  settling,
} from './authentication.ts';
import { ExpertTime } from './ExpertTime.tsx';
import { type PayFailure, type PayFailureKind, payFailure } from './payFailure.ts';

interface CheckoutStepProps {
  expert: Expert;
  rate: Rate;
  date: string;
  hour: string;
  /** The checkout's key (zone, date, rate and hour of the URL): a reload resumes its waiting payment. */
  checkoutKey: string;
  card: string | null;
  /** When the hold on this hour ends (ISO instant); null while a reload resumes a waiting payment. */
  expiresAt: string | null;
  /** A payment of this checkout that waited for the bank when the page was reloaded: resumed at once. */
  resume: AwaitingPayment | null;
  /** The meeting whose payment waits for the bank (null when none): leaving the checkout gives it up. */
  onWaiting(meetingId: number | null): void;
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
  /** A payment was refused (the attempt is over): the hour is held again while another card is tried. */
  /** The payment was refused (the hold it consumed is asked again for the slot's `date` and `hour`). */
  onRefused(date: string, hour: string): void;
  onBooked(meetingId: number): void;
}

/**
 * What the checkout is doing: nothing, asking the api to book and charge, waiting for the bank's
 * step in Stripe.js (3-D Secure), or asking the api how that payment ended.
 */
type Phase = 'idle' | 'paying' | 'authenticating' | 'settling';

type BookingAnswer = Meeting | BookingAuthenticationRequired;

/** Step 2: the quote, the card (mf_payments' CardPicker) and Pay, with the bank's step when asked. */
export function CheckoutStep(props: CheckoutStepProps) {
  const { expert, rate, date, hour, checkoutKey, card, expiresAt, resume, onHoldAgain, onChooseAnother } =
    props;
  const { onCard, onBack, onQuoteFailed, onTimeTaken, onRefused, onWaiting, onBooked } = props;
  const { t } = useLingui();
  const { api, locale, loadRemote } = useShell();
  const fetched = useQuote(expert.id, { date, rate: rate.slug, hour }, !resume);
  const quote = {
    data: resume?.quote ?? fetched.data,
    error: fetched.error,
    isLoading: !resume && fetched.isLoading,
  };
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<PayFailure | null>(null);
  /** mf_payments' authenticate-payment could not be loaded: its Retry resumes the bank's step. */
  const [moduleError, setModuleError] = useState<unknown>(null);
  const inFlight = useRef(false);
  /** The payment the api holds until the bank's step is done (its 202), while it waits. */
  const waiting = useRef<BookingAuthenticationRequired | null>(null);
  /** Until when the api holds the hour for the payment that waits (its `expires_at`). */
  const [waitingUntil, setWaitingUntil] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    if (quote.error) onQuoteFailed(quote.error.message);
  }, [quote.error, onQuoteFailed]);

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
    if (payment && quote.data && paymentMethodId)
      rememberAwaiting({
        expertId: expert.id,
        checkout: checkoutKey,
        date,
        rate: rate.slug,
        hour,
        card: paymentMethodId,
        meetingId: payment.meeting_id,
        quote: quote.data,
      });
    else if (!payment) forgetAwaiting();
  }

  const titles: Record<PayFailureKind, string> = {
    declined: t`The payment was not completed. Nothing was booked or charged.`,
    card: t`This card cannot be used. Nothing was booked or charged.`,
    taken: t`This time was taken while you were paying.`,
    'in-progress': t`Your payment is still being processed.`,
    'not-confirmed': t`The payment was not completed. Nothing was booked.`,
    'not-authenticated': t`Your bank has not confirmed the payment yet. Nothing was charged.`,
    unavailable: t`The payment could not be made right now. Nothing was booked.`,
    network: t`The server could not be reached. Check your connection and press Pay again: you will not be charged twice.`,
    other: t`The payment could not be made. Nothing was booked.`,
  };

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
      if (!isAuthenticationRequired(settled.data)) return booked(intent, settled.data);
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
    if (!card || !quote.data || inFlight.current) return;
    inFlight.current = true;
    setPhase('paying');
    setFailure(null);
    setModuleError(null);
    const slot = quote.data;
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
      if (!isAuthenticationRequired(answer.data)) return booked(intent, answer.data);
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

  if (quote.isLoading || !quote.data) return <Loader aria-label={t`Loading the price`} />;
  const { meet } = quote.data;
  const minutes = quote.data.rate.duration;
  const total = formatDollars(meet.total, locale);
  const yours = `${hourOf(quote.data.start_time_converted)} – ${hourOf(quote.data.end_time_converted)}`;
  const busy = phase !== 'idle';
  const status =
    phase === 'authenticating'
      ? t`Confirm the payment with your bank`
      : phase === 'settling'
        ? t`Checking the payment with your bank…`
        : '';

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

      {waitingUntil || expiresAt ? (
        <HoldTimer
          expiresAt={waitingUntil ?? expiresAt ?? ''}
          onHoldAgain={onHoldAgain}
          onChooseAnother={onChooseAnother}
        />
      ) : null}

      <RemoteWidget remote="mf_payments" module="./CardPicker" props={{ value: card, onChange: onCard }} />

      {failure ? (
        <Alert color="red" role="alert" title={titles[failure.kind]}>
          {failure.message ? <Text size="sm">{failure.message}</Text> : null}
          {failure.kind === 'not-authenticated' ? (
            <Text size="sm">
              <Trans>Press Pay to confirm it with your bank.</Trans>
            </Text>
          ) : null}
        </Alert>
      ) : null}

      {moduleError ? (
        <RemoteFailure
          error={moduleError}
          variant="widget"
          onRetry={() => {
            setModuleError(null);
            void pay();
          }}
        />
      ) : null}

      <Stack gap="xs">
        <Group>
          <Button variant="default" onClick={onBack} disabled={phase === 'paying' || phase === 'settling'}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={pay} loading={busy} disabled={!card || busy}>
            <Trans>Pay {total}</Trans>
          </Button>
        </Group>
        {/* Always on the page, so that screen readers announce what it starts saying. */}
        <Text size="sm" role="status" aria-live="polite">
          {status}
        </Text>
      </Stack>
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
