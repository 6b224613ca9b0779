import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { call, expertProfileApi, LIMITS } from 'shared-contracts';
import { TimezoneSelect, useSchemaForm } from 'shared-contracts/forms';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { ExpertiseFields } from '../signup/ExpertiseFields.tsx';
import type { ExpertiseValues } from '../signup/wizard-values.ts';
import { type DetailsOutput, DetailsSchema, type DetailsValues, detailsPayload } from './details-values.ts';

interface DetailsFormProps {
  initial: DetailsValues;
  onSaved(): void;
}

/** Names, time zone and expertise of the expert (PUT experts/profile), with the spec's toasts. */
export function DetailsForm({ initial, onSaved }: DetailsFormProps) {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const form = useSchemaForm<DetailsValues>(DetailsSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await call(api, expertProfileApi.saveProfile, {
        body: detailsPayload(values as unknown as DetailsOutput),
      });
      notify.success(answer.message ?? t`Profile updated`);
      onSaved();
    } catch (error) {
      applyFieldErrors<DetailsValues>(error, Object.keys(initial) as (keyof DetailsValues)[], form.setError);
      notify.error(errorMessage(error, t`An error has occurred`), t`Error`);
    }
  });

  // The expertise fields are shared with the sign-up, whose form holds only them.
  const expertiseForm = form as unknown as UseFormReturn<ExpertiseValues>;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={2} size="h3">
          <Trans>Your details</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`First name`}
            required
            maxLength={LIMITS.name}
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
          <TextInput
            label={t`Last name`}
            required
            maxLength={LIMITS.name}
            {...form.register('last_name')}
            error={errors.last_name?.message}
          />
        </SimpleGrid>
        <TimezoneSelect control={form.control} name="timezone" error={errors.timezone?.message} />
        <ExpertiseFields form={expertiseForm} serverErrors={{}} severalSubcategories />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
