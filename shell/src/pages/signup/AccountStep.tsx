import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { call, identityApi, SignUpAccountSchema } from 'shared-contracts';
import {
  CountrySelect,
  PasswordField,
  TimezoneSelect,
  useProposedTimezone,
  useSchemaForm,
} from 'shared-contracts/forms';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { NameFields, TermsField } from './AccountFields.tsx';
import classes from './AccountStep.module.css';
import {
  type AccountValues,
  passwordRule,
  profilePayload,
  RegisteredAccountSchema,
  registerPayload,
} from './signup-values.ts';

interface AccountStepProps {
  initial: AccountValues;
  /** The account already exists (the customer came back from step 2): email and password are set. */
  registered: boolean;
  /** The step is valid and being sent (what comes next can start loading). */
  onSend?(): void;
  onDone(values: AccountValues): void;
}

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'country',
  'timezone',
  'phone_number',
  'terms_and_conditions',
] as const;

/** Fixed ids rather than React's: the sign-up page hydrates its form as an island of its own. */
const ID = 'sign-up';

/** Sign-up step 1: the account (spec §5, 'Customer sign-up account'). */
export function AccountStep({ initial, registered, onSend, onDone }: AccountStepProps) {
  const { t } = useLingui();
  const { api, notify, refreshSession } = useShell();
  const refine = useMemo(() => passwordRule(registered), [registered]);
  const schema = registered ? RegisteredAccountSchema : SignUpAccountSchema;
  const form = useSchemaForm<AccountValues>(schema, { defaultValues: initial, refine });
  const { errors, isSubmitting } = form.formState;
  const accepted = form.watch('terms_and_conditions');
  // A social profile: the provider's email is locked and no password is asked.
  const social = initial.social_provider !== 'none' && !registered;
  const emailLocked = social && initial.email !== '';

  useProposedTimezone(form);

  const submit = form.handleSubmit(async (values) => {
    onSend?.();
    try {
      if (registered) {
        await call(api, identityApi.saveCustomerProfile, { body: profilePayload(values) });
      } else {
        await call(api, identityApi.register, { body: registerPayload(values) });
      }
      await refreshSession();
      onDone(values);
    } catch (error) {
      applyFieldErrors<AccountValues>(error, FIELDS, form.setError);
      notify.error(errorMessage(error, t`An error has occurred`));
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields
          id={ID}
          first={form.register('first_name')}
          last={form.register('last_name')}
          errors={{ first: errors.first_name?.message, last: errors.last_name?.message }}
        />
        <TextInput
          id={`${ID}-email`}
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          disabled={registered}
          readOnly={emailLocked}
          variant={emailLocked ? 'filled' : undefined}
          {...form.register('email')}
          error={errors.email?.message}
        />
        {registered || social ? null : (
          <PasswordField
            id={`${ID}-password`}
            label={t`Password`}
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
        )}
        <div className={classes.pair}>
          <CountrySelect
            id={`${ID}-country`}
            control={form.control}
            name="country"
            error={errors.country?.message}
          />
          <TimezoneSelect
            id={`${ID}-timezone`}
            control={form.control}
            name="timezone"
            error={errors.timezone?.message}
          />
        </div>
        <TextInput
          id={`${ID}-phone`}
          label={t`Phone number`}
          type="tel"
          autoComplete="tel"
          required
          {...form.register('phone_number')}
          error={errors.phone_number?.message}
        />
        <TermsField
          id={ID}
          field={form.register('terms_and_conditions')}
          error={errors.terms_and_conditions?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!accepted}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
