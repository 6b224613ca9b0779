import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, formatDollars } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useBankAccount, useEarnings } from '../api/useEarnings.ts';
import { dollarInputFormat } from '../rates/dollarInput.ts';
import { FundsReceivedDialog } from './FundsReceivedDialog.tsx';
import { useFundsRequest } from './useFundsRequest.ts';

/** /experts/app/profits/request-withdraw: an amount up to the available balance, then the confirmation. */
export function FundsRequestScreen({ profitsPath }: { profitsPath: string }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const navigate = useNavigate();
  const earnings = useEarnings();
  const bank = useBankAccount();
  const { request, received } = useFundsRequest();
  const available = earnings.data?.profits.available ?? 0;
  const balance = formatDollars(available, locale);
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The whole available balance by default (what the api takes without an amount).
  const loaded = earnings.data?.profits.available;
  useEffect(() => {
    if (loaded !== undefined) setAmount((current) => (current === '' ? loaded : current));
  }, [loaded]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (!Number.isFinite(value) || value <= 0) return setError(t`Enter an amount greater than 0`);
    if (value > available) return setError(t`The amount is more than your available balance (${balance})`);
    setError(null);
    setSending(true);
    try {
      await request(value);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status !== 0
          ? (failure.fieldErrors.amount?.[0] ?? failure.message)
          : t`The request could not be sent. Check your connection and try again.`,
      );
    } finally {
      setSending(false);
    }
  }

  const back = (
    <Anchor component={Link} to={profitsPath}>
      <Trans>Back to your profits</Trans>
    </Anchor>
  );
  if (earnings.error || bank.error)
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title={t`Your profits could not be loaded`}>
          {(earnings.error ?? bank.error)?.message}
        </Alert>
      </Stack>
    );
  if (!earnings.data || !bank.data) return <Loader aria-label={t`Loading your profits`} />;
  const account = bank.data.masked;

  return (
    <Stack gap="md" maw={480}>
      {back}
      <Title order={1}>
        <Trans>Request funds</Trans>
      </Title>
      <Text>
        <Trans>Available profit: {balance}</Trans>
      </Text>
      {!bank.data.masked ? (
        <Alert color="yellow" title={t`Add a bank account first`}>
          <Trans>Your funds are paid to your bank account: add it on your profits page.</Trans>
        </Alert>
      ) : available <= 0 ? (
        <Alert color="gray">
          <Trans>You have no funds available to request</Trans>
        </Alert>
      ) : (
        <form onSubmit={send} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              <Trans>Paid to {account}</Trans>
            </Text>
            <NumberInput
              label={t`Amount`}
              {...dollarInputFormat(locale)}
              decimalScale={2}
              min={0}
              max={available}
              clampBehavior="none"
              value={amount}
              onChange={setAmount}
              error={error}
            />
            <Button type="submit" loading={sending}>
              <Trans>Request funds</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <FundsReceivedDialog message={received} onReturn={() => navigate(profitsPath)} />
    </Stack>
  );
}
