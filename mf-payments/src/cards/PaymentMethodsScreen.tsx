import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call, type PaymentMethod, paymentApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { CardRow } from './CardRow.tsx';
import { DeleteCardDialog } from './DeleteCardDialog.tsx';
import { failureMessage } from './errors.ts';
import { NewCardDialog } from './NewCardDialog.tsx';
import { usePaymentMethods } from './usePaymentMethods.ts';

/** 'Payment methods': the saved cards, add one, make one the default, delete with confirmation. */
export function PaymentMethodsScreen() {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const cards = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      notify.success(await work());
      await cards.mutate();
    } catch (error) {
      notify.error(failureMessage(error, t`Something went wrong`), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  const remove = (card: PaymentMethod) =>
    run(async () => {
      await call(api, paymentApi.removeCard, { params: { id: card.id } });
      setDeleting(null);
      return t`Payment method removed`;
    });
  const makeDefault = (card: PaymentMethod) =>
    run(async () => {
      await call(api, paymentApi.defaultCard, { params: { id: card.id } });
      return t`Default payment method updated`;
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="payment-methods-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="payment-methods-title">
          <Trans>Payment methods</Trans>
        </Title>
        <Button onClick={() => setAdding(true)}>
          <Trans>Add payment method</Trans>
        </Button>
      </Group>
      {cards.isLoading ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : cards.error ? (
        <Alert color="red" role="alert" title={<Trans>Your payment methods could not be loaded</Trans>}>
          <Button mt="sm" size="xs" onClick={() => void cards.mutate()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : cards.data && cards.data.length > 0 ? (
        cards.data.map((card) => (
          <CardRow key={card.id} card={card} busy={busy} onDelete={setDeleting} onMakeDefault={makeDefault} />
        ))
      ) : (
        <Text c="dimmed">
          <Trans>You don't have any payment method</Trans>
        </Text>
      )}
      <NewCardDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void cards.mutate();
        }}
      />
      <DeleteCardDialog
        opened={deleting !== null}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Stack>
  );
}
