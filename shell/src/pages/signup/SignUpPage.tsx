import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Container, Paper, Stepper, Text, Title } from '@mantine/core';
import { Suspense, useLayoutEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  type CustomerProfile,
  clearSocialSignUp,
  type PendingSocialSignUp,
  readSocialSignUp,
  takeSignInReturn,
} from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { loadedLazy, SocialLoginButtons, useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { PageLoader } from '../../components/PageLoader.tsx';
import { destinationIn } from '../../session/area.ts';
import { fetchCustomerProfile, profileKey } from '../../session/profile.ts';
import { providerName } from '../auth/provider-name.ts';
import { AccountStep } from './AccountStep.tsx';
import {
  type AccountValues,
  accountFromSocial,
  EMPTY_ACCOUNT,
  type PreferenceValues,
} from './signup-values.ts';

/**
 * Step 2 in a chunk of its own, asked for as step 1 is sent: the page's first load (an islands
 * page's) is step 1's.
 */
const preferencesStep = loadedLazy(async () => (await import('./PreferencesStep.tsx')).PreferencesStep);

function accountOf(profile: CustomerProfile): AccountValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    password: '',
    country: profile.country?.code ?? '',
    timezone: profile.timezone,
    phone_number: profile.phone_number,
    terms_and_conditions: true,
    social_provider: profile.social_provider,
    social_ticket: '',
  };
}

/** `/get-started`: customer sign-up in two steps; step 2 can go back to step 1; then /customer/app. */
export function SignUpPage() {
  const { t } = useLingui();
  const { session, api } = useShell();
  const navigate = useNavigate();
  const signedInCustomer = session.status === 'signed-in' && session.userType === 'customer';
  // A customer who reloads during step 2 is already registered: continue from there.
  const profile = useSWR(signedInCustomer ? profileKey('customer') : null, () => fetchCustomerProfile(api));
  const [step, setStep] = useState<0 | 1 | null>(null);
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [preferences, setPreferences] = useState<PreferenceValues>({ countries: [], categories_id: [] });

  const registered = signedInCustomer;
  // Back from Google, Facebook or Apple (the callback page kept the profile in this tab): read once
  // the page is the browser's, as the server rendered a new guest's form.
  const [social, setSocial] = useState<PendingSocialSignUp | null>(null);
  useLayoutEffect(() => {
    if (!signedInCustomer) setSocial(readSocialSignUp('customer'));
  }, [signedInCustomer]);
  const socialName = social ? providerName(social.profile.social_provider) : '';
  const active = step ?? (registered ? 1 : 0);
  const accountValues =
    account ?? (profile.data ? accountOf(profile.data) : social ? accountFromSocial(social) : EMPTY_ACCOUNT);
  const initialPreferences =
    preferences.countries.length || preferences.categories_id.length || !profile.data
      ? preferences
      : { countries: profile.data.countries ?? [], categories_id: profile.data.categories_id ?? [] };

  return (
    <Container size={720} py="xl">
      <Title order={1} ta="center" size="h2">
        <Trans>Create your account</Trans>
      </Title>
      {/* Once the account exists (step 2, or back on step 1), there is nothing to sign in to. */}
      {!registered && (
        <Text c="dimmed" size="sm" ta="center" mt={6}>
          <Trans>
            Already have an account?{' '}
            <Anchor component={Link} to={pages.customer.login.build()}>
              Login
            </Anchor>
          </Trans>
        </Text>
      )}
      <Paper withBorder shadow="sm" p="xl" mt="lg">
        <Stepper active={active} allowNextStepsSelect={false} size="sm" mb="xl">
          <Stepper.Step label={t`Account`} description={t`Your details`} />
          <Stepper.Step label={t`Preferences`} description={t`Countries and categories`} />
        </Stepper>
        {active === 0 && social && !registered ? (
          <Alert color="blue" mb="md">
            <Trans>You are signing up with {socialName}: no password is needed.</Trans>
          </Alert>
        ) : null}
        {active === 0 ? (
          <AccountStep
            key={registered ? 'registered' : social ? 'social' : 'new'}
            initial={accountValues}
            registered={registered}
            onSend={() => void preferencesStep.preload().catch(() => {})}
            onDone={(values) => {
              clearSocialSignUp();
              setAccount(values);
              setStep(1);
            }}
          />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <preferencesStep.Component
              initial={initialPreferences}
              onBack={(values) => {
                setPreferences(values);
                setStep(0);
              }}
              onDone={() => navigate(destinationIn('customer', takeSignInReturn()), { replace: true })}
            />
          </Suspense>
        )}
        {active === 0 && !registered && !social ? (
          <Box mt="lg">
            <SocialLoginButtons area="customer" />
          </Box>
        ) : null}
      </Paper>
    </Container>
  );
}
