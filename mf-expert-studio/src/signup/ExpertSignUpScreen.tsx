import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Grid, Loader, Paper, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type ExpertSignUpProps, readSocialSignUp } from 'shared-contracts';
import { SocialLoginButtons, useShell } from 'shared-contracts/react';
import { ScheduleAndRatesForm } from '../schedule-rates/ScheduleAndRatesForm.tsx';
import { AccountCreatedDialog } from './AccountCreatedDialog.tsx';
import { AccountStep } from './AccountStep.tsx';
import { ExpertiseStep } from './ExpertiseStep.tsx';
import { PlanStep } from './PlanStep.tsx';
import { useExpertRegistration } from './useExpertRegistration.ts';
import { useFocusOnNewStep } from './useFocusOnNewStep.ts';
import { type WizardStep, WizardSteps } from './WizardSteps.tsx';
import {
  type AccountValues,
  accountFromSocial,
  EMPTY_ACCOUNT,
  EMPTY_EXPERTISE,
  type ExpertiseOutput,
  type ExpertiseValues,
} from './wizard-values.ts';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

/**
 * The expert sign-up wizard (spec §2): 1 account (kept here), 2 expertise (registers the expert),
 * 3 schedule and rates, 4 plan, then the expert home. Steps 3 and 4 live in the URL (`?step=`), so
 * a reload after registering lands on them. A guest's step 1 may come from the shell (`account`).
 */
export function ExpertSignUpScreen({ homePath, loginPath, account: handedOver }: ExpertSignUpProps) {
  const { t } = useLingui();
  const { session } = useShell();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const signedIn = session.status === 'signed-in' && session.user !== null;
  // Step 1 typed in the shell's first step (the guest's page before the app ran): go on at step 2.
  const [localStep, setLocalStep] = useState<1 | 2>(handedOver ? 2 : 1);
  const [account, setAccount] = useState<AccountValues | null>(handedOver ?? null);
  const [expertise, setExpertise] = useState<ExpertiseValues>(EMPTY_EXPERTISE);
  const [created, setCreated] = useState(false);
  const backToAccount = useCallback(() => setLocalStep(1), []);
  // `?provider=`: back from Google, Facebook or Apple with a profile kept in this tab (spec §2).
  const [pendingSocial] = useState(() => (search.get('provider') ? readSocialSignUp('expert') : null));
  const social = signedIn ? null : pendingSocial;
  const socialName = social ? PROVIDER_NAMES[social.profile.social_provider] : '';
  const registration = useExpertRegistration(signedIn, backToAccount, social);
  const panel = useRef<HTMLDivElement>(null);
  // Registered here: steps 3 and 4 follow at once, whenever the shell's session catches up.
  const isExpert = registration.registered || (signedIn && session.userType === 'expert');

  const urlStep = search.get('step') === '4' ? 4 : 3;
  const step: WizardStep = created ? 2 : isExpert ? urlStep : localStep;
  useFocusOnNewStep(panel, step, handedOver !== undefined);

  if (session.status === 'loading') return <Loader aria-label={t`Loading`} />;
  const user = session.user;
  const draft: AccountValues =
    account ??
    (signedIn && user
      ? { ...EMPTY_ACCOUNT, first_name: user.first_name, last_name: user.last_name, email: user.email }
      : social
        ? accountFromSocial(social)
        : EMPTY_ACCOUNT);

  const register = async (values: ExpertiseOutput, typed: ExpertiseValues) => {
    setExpertise(typed);
    if (await registration.register(draft, values)) setCreated(true);
  };

  return (
    <>
      <Title order={1} size="h2">
        <Trans>Become an expert</Trans>
      </Title>
      {signedIn ? null : (
        <Text c="dimmed" size="sm" mt={6}>
          <Trans>
            Already an expert?{' '}
            <Anchor component={Link} to={loginPath}>
              Login
            </Anchor>
          </Trans>
        </Text>
      )}
      <Grid mt="lg" gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <WizardSteps current={step} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper ref={panel} withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            {step === 1 && social ? (
              <Alert color="blue" mb="md">
                <Trans>You are signing up with {socialName}: no password is needed.</Trans>
              </Alert>
            ) : null}
            {step === 1 ? (
              <AccountStep
                initial={draft}
                signedIn={signedIn}
                social={social !== null}
                serverErrors={registration.accountErrors}
                onDone={(values) => {
                  setAccount(values);
                  registration.clearAccountErrors();
                  setLocalStep(2);
                }}
              />
            ) : step === 2 ? (
              <ExpertiseStep
                initial={expertise}
                serverErrors={registration.expertiseErrors}
                onBack={(values) => {
                  setExpertise(values);
                  setLocalStep(1);
                }}
                onSubmit={register}
              />
            ) : step === 3 ? (
              <ScheduleAndRatesForm submitLabel={t`Continue`} onSaved={() => setSearch({ step: '4' })} />
            ) : (
              <PlanStep onDone={() => navigate(homePath, { replace: true })} />
            )}
            {step === 1 && !signedIn && !social ? (
              <Box mt="lg">
                <SocialLoginButtons area="expert" />
              </Box>
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
      <AccountCreatedDialog
        opened={created}
        onContinue={() => {
          setCreated(false);
          setSearch({ step: '3' });
        }}
      />
    </>
  );
}
