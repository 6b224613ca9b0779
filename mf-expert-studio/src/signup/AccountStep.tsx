import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { LIMITS } from 'shared-contracts';
import { PasswordField, TimezoneSelect, useProposedTimezone, useSchemaForm } from 'shared-contracts/forms';
import { pages } from 'shared-contracts/pages';
import { type AccountValues, accountSchema } from './wizard-values.ts';

interface AccountStepProps {
  initial: AccountValues;
  /** The visitor already has an account: the email is locked and no password is asked. */
  signedIn: boolean;
  /** A social profile (Google, Facebook, Apple): its email is locked when given, no password is asked. */
  social?: boolean;
  /** The names are locked too (the registration dialog of a customer account, spec §2). */
  namesLocked?: boolean;
  /** Shown above the fields (the wizard's 'This information will be displayed publicity'). */
  heading?: boolean;
  /** Field messages of the api's refusal of the registration (an email already in use). */
  serverErrors: Partial<Record<keyof AccountValues, string>>;
  onDone(values: AccountValues): void;
}

/** Step 1: the account, kept in the browser until step 2 registers it (spec §2 wizard, §5). */
export function AccountStep({
  initial,
  signedIn,
  social = false,
  namesLocked = false,
  heading = true,
  serverErrors,
  onDone,
}: AccountStepProps) {
  const { t } = useLingui();
  const schema = useMemo(() => accountSchema(signedIn || social), [signedIn, social]);
  const form = useSchemaForm<AccountValues>(schema, { defaultValues: initial });
  const { errors } = form.formState;
  const accepted = form.watch('terms_and_conditions');

  useProposedTimezone(form);

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors))
      if (message) form.setError(field as keyof AccountValues, { type: 'server', message });
  }, [serverErrors, form]);

  // The resolver's output trims and lower-cases: the draft keeps what will be sent.
  const submit = form.handleSubmit((values) => onDone({ ...initial, ...values }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {heading ? (
          <Title order={2} size="h3">
            <Trans>This information will be displayed publicity</Trans>
          </Title>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            required
            disabled={namesLocked}
            maxLength={LIMITS.name}
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
          <TextInput
            label={t`Last name`}
            autoComplete="family-name"
            required
            disabled={namesLocked}
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
          disabled={signedIn}
          readOnly={social && initial.email !== ''}
          variant={social && initial.email !== '' ? 'filled' : undefined}
          {...form.register('email')}
          error={errors.email?.message}
        />
        {signedIn || social ? null : (
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
        )}
        <TimezoneSelect control={form.control} name="timezone" error={errors.timezone?.message} />
        <Checkbox
          {...form.register('terms_and_conditions')}
          error={errors.terms_and_conditions?.message}
          label={
            <Trans>
              I accept the{' '}
              <Anchor href={pages.terms.build()} target="_blank" rel="noopener">
                Terms and Conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor href={pages.privacy.build()} target="_blank" rel="noopener">
                Privacy Policy
              </Anchor>
            </Trans>
          }
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!accepted}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
