import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  call,
  identityApi,
  LoginSchema,
  storeSignInReturn,
  takeSignInReturn,
  type UserType,
} from 'shared-contracts';
import { PasswordField, useSchemaForm } from 'shared-contracts/forms';
import { pages } from 'shared-contracts/pages';
import { applyFieldErrors, errorMessage, SocialLoginButtons, useShell } from 'shared-contracts/react';
import { appAreaOf, destinationIn, homePathOf } from '../../session/area.ts';
import { storeAccountMode } from '../../session/cookies.ts';
import { AuthCard } from './AuthCard.tsx';

interface LoginValues {
  email: string;
  password: string;
}

/** The page that sent the visitor here to sign in (RequireSession's `from`), if it is of this area. */
function returnOf(area: UserType, state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && appAreaOf(from) === area ? from : null;
}

/** Its boxes have fixed ids: a guest's login page hydrates as an island, a root of its own (islands/). */
export function LoginPage({ area }: { area: UserType }) {
  const { t } = useLingui();
  const { api, refreshSession, session, accountMode } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<LoginValues>(LoginSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const returnTo = returnOf(area, location.state);
  // Kept for the tab (and kept when this page is reached again without it, from the sign-up page's
  // Login link): signing up instead, or through a provider's pages, still leads back there.
  useEffect(() => {
    if (returnTo) storeSignInReturn(returnTo);
  }, [returnTo]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await call(api, identityApi.login, { body: { ...values, area } });
      storeAccountMode(area);
      await refreshSession();
      navigate(destinationIn(area, takeSignInReturn()), { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, ['email', 'password'], form.setError)) {
        setFailure(errorMessage(error, t`An error has occurred`));
      } else {
        setFailure(null);
      }
    }
  });

  const title = area === 'expert' ? <Trans>Login for Experts</Trans> : <Trans>Login</Trans>;
  const subtitle =
    area === 'expert' ? (
      <Trans>Sign in to manage your meetings, schedule and earnings.</Trans>
    ) : (
      <Trans>Sign in to book meetings with experts.</Trans>
    );

  return (
    <AuthCard title={title} subtitle={subtitle}>
      {session.status === 'signed-in' ? (
        <Alert color="teal" mb="md" title={<Trans>You are already signed in</Trans>}>
          {/* The alert's own text colour: the brand's on its light teal is below AA contrast. */}
          <Anchor component={Link} to={homePathOf(accountMode)} c="inherit" underline="always">
            <Trans>Go to my account</Trans>
          </Anchor>
        </Alert>
      ) : null}
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            id={`${area}-login-email`}
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            id={`${area}-login-password`}
            label={t`Password`}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={pages.forgotPassword.build()} size="sm">
              <Trans>Forgot your password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
          <SocialLoginButtons area={area} />
          {area === 'customer' ? (
            <Text size="sm" ta="center">
              <Trans>
                Don't have an account?{' '}
                <Anchor component={Link} to={pages.signUp.build()}>
                  Sign Up
                </Anchor>
              </Trans>
            </Text>
          ) : (
            <>
              <Text size="sm" ta="center">
                <Trans>
                  Not an expert yet?{' '}
                  <Anchor component={Link} to={pages.expert.signUp.build()}>
                    Become an expert
                  </Anchor>
                </Trans>
              </Text>
              <Text size="sm" ta="center">
                <Trans>
                  Looking for an expert?{' '}
                  <Anchor component={Link} to={pages.customer.login.build()}>
                    Customer login
                  </Anchor>
                </Trans>
              </Text>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
