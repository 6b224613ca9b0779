import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { paths } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { dataFileName, saveFile } from './save-file.ts';
import { useAccountStatus } from './useAccountStatus.ts';

/** "Your data" on both account pages: download everything the account holds, or delete the account. */
export function AccountDataCard() {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const status = useAccountStatus();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await api.file(paths.accountData), dataFileName());
    } catch (error) {
      notify.error(errorMessage(error, t`An error has occurred`), t`Your data could not be downloaded`);
    } finally {
      setDownloading(false);
    }
  };

  const toCancel = status.data?.meetings_to_cancel ?? 0;
  const inProgress = status.data?.meetings_in_progress ?? 0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-data-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="account-data-title">
          <Trans>Privacy and your data</Trans>
        </Title>
        <Text>
          <Trans>
            Download a copy of everything your account holds: your profile, meetings and payments, posts,
            feedback and saved cards (brand and last four digits only), as a JSON file.
          </Trans>
        </Text>
        <Group>
          <Button variant="light" onClick={() => void download()} loading={downloading}>
            <Trans>Download my data</Trans>
          </Button>
        </Group>
        <Title order={3} size="h5">
          <Trans>Account deletion</Trans>
        </Title>
        {status.isLoading ? (
          <Skeleton height={36} aria-label={t`Loading`} />
        ) : status.error || !status.data ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              {errorMessage(status.error, t`An error has occurred`)}
              <Button size="xs" variant="light" onClick={() => void status.mutate()}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {inProgress > 0 ? (
              <Alert color="yellow">
                {plural(inProgress, {
                  one: 'You have # meeting under way or still being paid for. You can delete your account once it is over.',
                  other:
                    'You have # meetings under way or still being paid for. You can delete your account once they are over.',
                })}
              </Alert>
            ) : (
              toCancel > 0 && (
                <Alert color="yellow">
                  {plural(toCancel, {
                    one: 'You have # meeting to come. Deleting your account cancels it first, as if you cancelled it yourself.',
                    other:
                      'You have # meetings to come. Deleting your account cancels them first, as if you cancelled them yourself.',
                  })}
                </Alert>
              )
            )}
            <Text size="sm" c="dimmed">
              <Trans>
                Your profile, photos, posts and saved cards are erased, and you are signed out everywhere.
              </Trans>
            </Text>
            <Group>
              <Button
                color="red"
                variant="outline"
                disabled={inProgress > 0}
                onClick={() => setDeleting(true)}
              >
                <Trans>Delete my account</Trans>
              </Button>
            </Group>
            <DeleteAccountDialog opened={deleting} status={status.data} onClose={() => setDeleting(false)} />
          </>
        )}
      </Stack>
    </Card>
  );
}
