import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, type CalendarConnectInput, CalendarConnectSchema } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { CALENDAR_PRESETS, type CalendarPreset } from './presets.ts';

interface Props {
  connect(body: CalendarConnectInput): Promise<string>;
  onConnected(message: string): void;
  onCancel?: (() => void) | undefined;
}

/**
 * Connects a CalDAV account: a service (which fills the server address in), the user name and an
 * app password. The api logs in and finds the calendars; its refusals land on their fields.
 */
export function ConnectForm({ connect, onConnected, onCancel }: Props) {
  const { t } = useLingui();
  const { locale } = useShell();
  const [preset, setPreset] = useState<CalendarPreset['id']>('icloud');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CalendarConnectInput>({
    resolver: valibotResolver(CalendarConnectSchema, { lang: locale }, { raw: true }),
    defaultValues: { server_url: CALENDAR_PRESETS[0]?.serverUrl ?? '', username: '', password: '' },
  });
  const errors = form.formState.errors;
  const labels: Record<CalendarPreset['id'], string> = {
    icloud: 'iCloud',
    fastmail: 'Fastmail',
    nextcloud: 'Nextcloud',
    google: 'Google',
    other: t`Another CalDAV server`,
  };
  const hints: Record<CalendarPreset['id'], string> = {
    icloud: t`Your Apple ID, and an app-specific password made at account.apple.com (Sign-In and Security).`,
    fastmail: t`Your Fastmail address, and an app password with CalDAV access (Settings, Privacy & Security).`,
    nextcloud: t`Your server's address ending in /remote.php/dav/, your user name, and an app password (Settings, Security).`,
    google: t`Google's CalDAV endpoint signs in with OAuth only; app passwords are refused. Use another service, or share your Google calendar with one of them.`,
    other: t`The https address of your CalDAV server, your user name and an app password.`,
  };

  const choose = (id: string | null) => {
    const chosen = CALENDAR_PRESETS.find((item) => item.id === id);
    if (!chosen) return;
    setPreset(chosen.id);
    form.setValue('server_url', chosen.serverUrl);
    form.clearErrors('server_url');
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onConnected(await connect(values));
      form.reset({ server_url: values.server_url, username: '', password: '' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const known = Object.entries(error.fieldErrors).filter(([field]) => field in values);
        for (const [field, [message]] of known)
          form.setError(field as keyof CalendarConnectInput, { message: message ?? error.message });
        if (known.length > 0) return;
      }
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Connect a calendar account`}>
      <Stack>
        <Select
          label={t`Service`}
          data={CALENDAR_PRESETS.map((item) => ({ value: item.id, label: labels[item.id] }))}
          value={preset}
          onChange={choose}
          allowDeselect={false}
          searchable
        />
        <Text size="sm" c="dimmed">
          {hints[preset]}
        </Text>
        <TextInput
          label={t`Server address`}
          placeholder="https://cloud.example.com/remote.php/dav/"
          withAsterisk
          inputMode="url"
          autoComplete="url"
          {...form.register('server_url')}
          error={errors.server_url?.message}
        />
        <TextInput
          label={t`User name`}
          withAsterisk
          autoComplete="username"
          {...form.register('username')}
          error={errors.username?.message}
        />
        <PasswordInput
          label={t`App password`}
          description={t`Kept encrypted; it is never shown again.`}
          withAsterisk
          autoComplete="new-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Connect</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
