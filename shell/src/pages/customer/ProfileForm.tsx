import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type CustomerProfile,
  CustomerProfileUpdateSchema,
  call,
  identityApi,
  LIMITS,
  translate,
} from 'shared-contracts';
import { CountrySelect, TimezoneSelect, useSchemaForm } from 'shared-contracts/forms';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { profileKey } from '../../session/profile.ts';

interface ProfileValues {
  first_name: string;
  last_name: string;
  country: string;
  timezone: string;
  phone_number: string;
}

function valuesOf(profile: CustomerProfile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    country: profile.country?.code ?? '',
    timezone: profile.timezone ?? '',
    phone_number: profile.phone_number ?? '',
  };
}

function Field({ label, value }: { label: React.ReactNode; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </div>
  );
}

/** The customer's profile: shown, then edited in place (PUT /customers/profile). */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useLingui();
  const { api, notify, locale, refreshSession } = useShell();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm<ProfileValues>(CustomerProfileUpdateSchema, {
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await call(api, identityApi.saveCustomerProfile, { body: values });
      await mutate(profileKey('customer'), answer.data ?? undefined, { revalidate: !answer.data });
      await refreshSession();
      notify.success(answer.message ?? translate('profileUpdated', locale));
      setEditing(false);
    } catch (error) {
      applyFieldErrors<ProfileValues>(
        error,
        ['first_name', 'last_name', 'country', 'timezone', 'phone_number'],
        form.setError,
      );
      notify.error(errorMessage(error, t`An error has occurred`));
    }
  });

  if (!editing) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            <Trans>Profile</Trans>
          </Title>
          <Button
            variant="light"
            onClick={() => {
              form.reset(valuesOf(profile));
              setEditing(true);
            }}
          >
            <Trans>Edit profile</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={<Trans>First name</Trans>} value={profile.first_name} />
          <Field label={<Trans>Last name</Trans>} value={profile.last_name} />
          <Field label={<Trans>Email</Trans>} value={profile.email} />
          <Field label={<Trans>Country</Trans>} value={profile.country?.country} />
          <Field label={<Trans>Time zone</Trans>} value={profile.timezone} />
          <Field label={<Trans>Phone number</Trans>} value={profile.phone_number} />
        </SimpleGrid>
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        <Trans>Edit profile</Trans>
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`First name`}
              autoComplete="given-name"
              required
              maxLength={LIMITS.name}
              {...form.register('first_name')}
              error={errors.first_name?.message}
            />
            <TextInput
              label={t`Last name`}
              autoComplete="family-name"
              required
              maxLength={LIMITS.name}
              {...form.register('last_name')}
              error={errors.last_name?.message}
            />
          </SimpleGrid>
          <TextInput label={t`Email`} value={profile.email} disabled readOnly />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountrySelect control={form.control} name="country" error={errors.country?.message} />
            <TimezoneSelect control={form.control} name="timezone" error={errors.timezone?.message} />
          </SimpleGrid>
          <TextInput
            label={t`Phone number`}
            type="tel"
            autoComplete="tel"
            required
            {...form.register('phone_number')}
            error={errors.phone_number?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSubmitting}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
