import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { call, expertProfileApi, LIMITS, type Locale } from 'shared-contracts';
import { PasswordField, TimezoneSelect, useSchemaForm } from 'shared-contracts/forms';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { ExpertiseFields } from '../signup/ExpertiseFields.tsx';
import type { ExpertiseValues } from '../signup/wizard-values.ts';
import {
  currentPasswordRule,
  type DetailsOutput,
  DetailsSchema,
  type DetailsValues,
  detailsPayload,
  isNewEmail,
} from './details-values.ts';
import { useHasPassword } from './useHasPassword.ts';

interface DetailsFormProps {
  initial: DetailsValues;
  onSaved(): void;
}

/**
 * Names, email, time zone and expertise of the expert (PUT experts/profile), with the spec's
 * toasts. A new email asks for the current password and is not saved at once: the api mails a
 * link to it, and the form says so and keeps showing the saved email.
 */
export function DetailsForm({ initial, onSaved }: DetailsFormProps) {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const savedEmail = initial.email;
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  // Whether the account has a password is known once a new email is typed; the rule reads it then.
  const hasPasswordRef = useRef(true);
  const refine = useCallback(
    (values: DetailsValues, locale: Locale) =>
      currentPasswordRule(savedEmail, hasPasswordRef.current)(values, locale),
    [savedEmail],
  );
  const form = useSchemaForm<DetailsValues>(DetailsSchema, { defaultValues: initial, refine });
  const changingEmail = isNewEmail(form.watch('email') ?? '', savedEmail);
  const hasPassword = useHasPassword(changingEmail);
  useEffect(() => {
    hasPasswordRef.current = hasPassword !== false;
  }, [hasPassword]);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const output = values as unknown as DetailsOutput;
    try {
      const answer = await call(api, expertProfileApi.saveProfile, {
        body: detailsPayload(output, savedEmail),
      });
      const message = answer.message ?? t`Profile updated`;
      notify.success(message);
      if (isNewEmail(output.email, savedEmail)) {
        setEmailNotice(message);
        form.reset({ ...form.getValues(), email: savedEmail, current_password: '' });
      }
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
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.register('email', { onChange: () => setEmailNotice(null) })}
          error={errors.email?.message}
        />
        {changingEmail && hasPassword !== false ? (
          <PasswordField
            label={t`Confirm with your current password`}
            description={t`Needed to change your email. The new address gets a link; your email changes once it is opened.`}
            autoComplete="current-password"
            required
            {...form.register('current_password')}
            error={errors.current_password?.message}
          />
        ) : null}
        {changingEmail && hasPassword === false ? (
          <Alert color="blue" title={t`Your account has no password`}>
            <Trans>
              Sign in again with the provider you signed up with, then change your email within 10 minutes.
              The new address gets a link; your email changes once it is opened.
            </Trans>
          </Alert>
        ) : null}
        {emailNotice ? (
          <Alert color="teal" role="status" title={t`Check the new address's inbox`}>
            {emailNotice}
          </Alert>
        ) : null}
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
