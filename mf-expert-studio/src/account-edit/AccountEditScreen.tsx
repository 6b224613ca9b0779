import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Loader, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { type ApiError, call, type ExpertProfile, expertProfileApi } from 'shared-contracts';
import { useCategories, useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { ScheduleAndRatesForm } from '../schedule-rates/ScheduleAndRatesForm.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { detailsOf } from './details-values.ts';

/**
 * The expert's edit page's own part (`./AccountEdit`, inside the shell's /experts/app/account/edit):
 * details and expertise, then the schedule and rates (the wizard's editors, with Save).
 */
export function AccountEditScreen() {
  const { t } = useLingui();
  const { api, locale } = useShell();
  const profile = useSWR<ExpertProfile, ApiError>(
    ['studio/expert-profile', locale],
    async () => (await call(api, expertProfileApi.profile)).data,
  );
  const categories = useCategories();
  const parents = useMemo(
    () =>
      new Map(
        (categories.data ?? []).flatMap((category) =>
          category.subcategories.map((sub) => [sub.id, category.id] as const),
        ),
      ),
    [categories.data],
  );

  // Without the categories the form could not place the saved subcategories, and a save would drop them.
  const failed = (profile.error && !profile.data) || (categories.error && !categories.data);
  if (failed) {
    return (
      <Alert color="red" role="alert" title={t`Your profile could not be loaded`}>
        <Button
          mt="sm"
          variant="light"
          onClick={() => void Promise.all([profile.mutate(), categories.mutate()])}
        >
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  }
  if (!profile.data || !categories.data) return <Loader aria-label={t`Loading your profile`} />;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <DetailsForm
          // A confirmed change of the email (its link opened elsewhere) starts the form again.
          key={`${profile.data.id}:${profile.data.email}`}
          initial={detailsOf(profile.data, parents)}
          onSaved={() => void profile.mutate()}
        />
      </Card>
      <Card withBorder radius="md" padding="lg" id="schedule">
        <ScheduleAndRatesForm submitLabel={t`Save`} onSaved={() => undefined} />
      </Card>
    </Stack>
  );
}
