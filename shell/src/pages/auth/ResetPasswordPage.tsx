import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { call, identityApi, ResetPasswordSchema, translate } from 'shared-contracts';
import { PasswordField, useSchemaForm } from 'shared-contracts/forms';
import { pages } from 'shared-contracts/pages';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { AuthCard } from './AuthCard.tsx';

interface ResetValues {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** `/reset-password?token=&email=` from the emailed link: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { api, locale } = useShell();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<ResetValues>(ResetPasswordSchema, {
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(api, identityApi.resetPassword, { body: values });
      setDone(answer.message ?? translate('passwordReset', locale));
      form.reset({ ...values, password: '', password_confirmation: '' });
    } catch (error) {
      const fields = ['email', 'password', 'password_confirmation'] as const;
      if (!applyFieldErrors<ResetValues>(error, fields, form.setError)) {
        setFailure(errorMessage(error, t`An error has occurred`));
      }
    }
  });

  if (!token) {
    return (
      <AuthCard title={<Trans>Choose a new password</Trans>}>
        <Alert color="orange" role="alert" title={translate('resetTokenInvalid', locale)}>
          <Anchor component={Link} to={pages.forgotPassword.build()}>
            <Trans>Ask for a new link</Trans>
          </Anchor>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<Trans>Choose a new password</Trans>}>
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          {done ? (
            <Alert color="teal" role="status" title={done}>
              {/* The alert's own text colour: the brand's on its light teal is below AA contrast. */}
              <Anchor component={Link} to={pages.customer.login.build()} c="inherit" underline="always">
                <Trans>Go to login</Trans>
              </Anchor>
            </Alert>
          ) : null}
          {failure || errors.token ? (
            <Alert color="red" role="alert">
              {failure ?? errors.token?.message}
            </Alert>
          ) : null}
          <TextInput
            id="reset-password-email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            id="reset-password-new"
            label={t`New password`}
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            id="reset-password-confirm"
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            <Trans>Reset password</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={pages.forgotPassword.build()}>
              <Trans>Ask for a new link</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
