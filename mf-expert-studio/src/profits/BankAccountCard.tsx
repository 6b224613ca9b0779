import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { isEarningsKey } from '../api/keys.ts';
import { useBankAccount } from '../api/useEarnings.ts';
import { BankAccountForm } from './BankAccountForm.tsx';

/** Where payouts go: the masked account with a change action, or a prompt to add one. */
export function BankAccountCard() {
  const { t } = useLingui();
  const { notify } = useShell();
  const { mutate } = useSWRConfig();
  const account = useBankAccount();
  const [editing, setEditing] = useState(false);
  const has = Boolean(account.data?.masked);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bank-account">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h3" id="bank-account">
            <Trans>Bank account</Trans>
          </Title>
          {account.data && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {has ? <Trans>Change bank account</Trans> : <Trans>Add a bank account</Trans>}
            </Button>
          )}
        </Group>
        {account.error ? (
          <Alert color="red" role="alert" title={t`The bank account could not be loaded`}>
            {account.error.message}
          </Alert>
        ) : !account.data ? (
          <Loader size="sm" aria-label={t`Loading the bank account`} />
        ) : has ? (
          <Text>
            {[account.data.holder_name, account.data.bank_name, account.data.masked]
              .filter(Boolean)
              .join(' · ')}
            {account.data.currency ? ` (${account.data.currency.toUpperCase()})` : ''}
          </Text>
        ) : (
          <Text c="dimmed">
            <Trans>Add the bank account your funds are paid to.</Trans>
          </Text>
        )}
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={has ? t`Change bank account` : t`Add a bank account`}
        size={480}
        centered
      >
        <BankAccountForm
          current={account.data}
          onCancel={() => setEditing(false)}
          onSaved={(saved, message) => {
            setEditing(false);
            notify.success(message ?? t`Bank account updated successfully`);
            void account.mutate(saved, { revalidate: false });
            void mutate(isEarningsKey);
          }}
        />
      </Modal>
    </Paper>
  );
}
