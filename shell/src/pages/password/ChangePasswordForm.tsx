import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { ChangePasswordSchema, call, identityApi, translate } from 'shared-contracts';
import { PasswordField, useSchemaForm } from 'shared-contracts/forms';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { useAccountStatus } from '../account/useAccountStatus.ts';

export interface ChangePasswordValues {
  actual_password: string;
  new_password: string;
  password_confirmation: string;
}

const EMPTY: ChangePasswordValues = { actual_password: '', new_password: '', password_confirmation: '' };

/**
 * 'Recovery your password' (spec §2): success shows the server message and clears the fields. The
 * current password is asked (and required) unless the account has none (made by social sign-in).
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const { api, notify, locale } = useShell();
  const form = useSchemaForm<ChangePasswordValues>(ChangePasswordSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const hasPassword = useAccountStatus().data?.has_password ?? true;

  const submit = form.handleSubmit(async (values) => {
    if (hasPassword && values.actual_password === '') {
      form.setError(
        'actual_password',
        { message: translate('fieldRequired', locale) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await call(api, identityApi.changePassword, { body: values });
      notify.success(answer.message ?? translate('passwordChanged', locale));
      form.reset(EMPTY);
    } catch (error) {
      applyFieldErrors<ChangePasswordValues>(
        error,
        ['actual_password', 'new_password', 'password_confirmation'],
        form.setError,
      );
      notify.error(errorMessage(error, t`An error has occurred`), t`Error`);
    }
  });

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        <Trans>Recovery your password</Trans>
      </Title>
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          {hasPassword ? (
            <PasswordField
              label={t`Current password`}
              autoComplete="current-password"
              required
              {...form.register('actual_password')}
              error={errors.actual_password?.message}
            />
          ) : null}
          <PasswordField
            label={t`New password`}
            autoComplete="new-password"
            required
            {...form.register('new_password')}
            error={errors.new_password?.message}
          />
          <PasswordField
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              <Trans>Reset password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
