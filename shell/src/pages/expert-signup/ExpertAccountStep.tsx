import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { ExpertAccountSchema, type ExpertSignUpAccount } from 'shared-contracts';
import { PasswordField, TimezoneSelect, useProposedTimezone, useSchemaForm } from 'shared-contracts/forms';
import { NameFields, TermsField } from '../signup/AccountFields.tsx';

/** Step 1 as the form holds it: the terms box is unticked until the guest ticks it. */
type AccountValues = Omit<ExpertSignUpAccount, 'terms_and_conditions'> & { terms_and_conditions: boolean };

const EMPTY: AccountValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  timezone: '',
  terms_and_conditions: false,
};

/** Fixed ids rather than React's: the page hydrates its form as an island of its own. */
const ID = 'expert-sign-up';

interface ExpertAccountStepProps {
  /** Continue pressed: the app is taking the page over (the button waits for it). */
  sending: boolean;
  onDone(account: ExpertSignUpAccount): void;
}

/**
 * The experts' sign-up step 1 for a guest (spec §2 wizard): checked here, kept in memory, and
 * registered by mf-expert-studio's step 2 with the expertise.
 */
export function ExpertAccountStep({ sending, onDone }: ExpertAccountStepProps) {
  const { t } = useLingui();
  const form = useSchemaForm<AccountValues>(ExpertAccountSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const accepted = form.watch('terms_and_conditions');

  useProposedTimezone(form);

  // The resolver's output trims and lower-cases, and holds the terms as accepted.
  const submit = form.handleSubmit((values) => onDone(values as ExpertSignUpAccount));

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>This information will be displayed publicity</Trans>
        </Title>
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
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id={`${ID}-password`}
          label={t`Password`}
          autoComplete="new-password"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <TimezoneSelect
          id={`${ID}-timezone`}
          control={form.control}
          name="timezone"
          error={errors.timezone?.message}
        />
        <TermsField
          id={ID}
          field={form.register('terms_and_conditions')}
          error={errors.terms_and_conditions?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={!accepted}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
