import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call, ForgotPasswordSchema, identityApi, translate } from 'shared-contracts';
import { useSchemaForm } from 'shared-contracts/forms';
import { pages } from 'shared-contracts/pages';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { AuthCard } from './AuthCard.tsx';

interface ForgotValues {
  email: string;
}

/** Asks for a reset link; the answer never tells whether the email exists. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { api, locale } = useShell();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<ForgotValues>(ForgotPasswordSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(api, identityApi.forgotPassword, { body: values });
      setSent(answer.message ?? translate('resetLinkSent', locale));
    } catch (error) {
      if (!applyFieldErrors(error, ['email'], form.setError)) {
        setFailure(errorMessage(error, t`An error has occurred`));
      }
    }
  });

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      subtitle={<Trans>Enter your email and we will send you a link to choose a new password.</Trans>}
    >
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          {sent ? (
            <Alert color="teal" role="status">
              {sent}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            id="forgot-password-email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            <Trans>Send the link</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={pages.customer.login.build()}>
              <Trans>Back to login</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
