import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Expert, Rate } from 'shared-contracts';
import { formatDollars } from 'shared-contracts';
import { RemoteFailure, RemoteWidget, useShell } from 'shared-contracts/react';
import { useQuote } from '../api/useQuote.ts';
import type { AwaitingPayment } from './authentication.ts';
import type { CheckoutKey } from './checkoutFlow.ts';
import { HoldTimer } from './HoldTimer.tsx';
import { usePayFailureTitles } from './payFailureTitles.ts';
import { QuoteCard } from './QuoteCard.tsx';
import { usePayment } from './usePayment.ts';

interface CheckoutStepProps {
  expert: Expert;
  rate: Rate;
  date: string;
  hour: string;
  /** The checkout shown: a reload there resumes its waiting payment. */
  checkoutKey: CheckoutKey;
  card: string | null;
  /** When the hold on this hour ends (ISO instant); null while a reload resumes a waiting payment. */
  expiresAt: string | null;
  /** A payment of this checkout that waited for the bank when the page was reloaded: resumed at once. */
  resume: AwaitingPayment | null;
  /** Pay was pressed and runs. */
  onPaying(): void;
  /** The meeting whose payment waits for the bank (null when none): leaving the checkout gives it up. */
  onWaiting(meetingId: number | null): void;
  /** Pay ended without booking or refusing (no answer, not confirmed yet, a module failed). */
  onPayEnded(): void;
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
  /** The payment was refused (the hold it consumed is asked again for the slot's `date` and `hour`). */
  onRefused(date: string, hour: string): void;
  onBooked(meetingId: number): void;
}

/** Step 2: the quote, the card (mf_payments' CardPicker) and Pay, with the bank's step when asked. */
export function CheckoutStep(props: CheckoutStepProps) {
  const { expert, rate, date, hour, card, expiresAt, resume } = props;
  const { onHoldAgain, onChooseAnother, onCard, onBack, onQuoteFailed } = props;
  const { t } = useLingui();
  const { locale } = useShell();
  const fetched = useQuote(expert.id, { date, rate: rate.slug, hour }, !resume);
  const quote = {
    data: resume?.quote ?? fetched.data,
    error: fetched.error,
    isLoading: !resume && fetched.isLoading,
  };
  const { phase, failure, moduleError, waitingUntil, pay, retryBankStep } = usePayment({
    ...props,
    quote: quote.data,
  });
  const titles = usePayFailureTitles();

  useEffect(() => {
    if (quote.error) onQuoteFailed(quote.error.message);
  }, [quote.error, onQuoteFailed]);

  if (quote.isLoading || !quote.data) return <Loader aria-label={t`Loading the price`} />;
  const total = formatDollars(quote.data.meet.total, locale);
  const busy = phase !== 'idle';
  const status =
    phase === 'authenticating'
      ? t`Confirm the payment with your bank`
      : phase === 'settling'
        ? t`Checking the payment with your bank…`
        : '';

  return (
    <Stack gap="lg">
      <QuoteCard quote={quote.data} />

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

      {moduleError ? <RemoteFailure error={moduleError} variant="widget" onRetry={retryBankStep} /> : null}

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
