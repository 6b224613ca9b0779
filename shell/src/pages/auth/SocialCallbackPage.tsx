import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  accountApi,
  call,
  readSocialSignInArea,
  SOCIAL_PROVIDERS,
  storeSocialSignUp,
  takeSignInReturn,
  type UserType,
} from 'shared-contracts';
import { pages, withSearch } from 'shared-contracts/pages';
import { errorMessage, useShell } from 'shared-contracts/react';
import { destinationIn, homePathOf } from '../../session/area.ts';
import { storeAccountMode } from '../../session/cookies.ts';
import { OFFER_EXPERT_REGISTRATION } from '../customer/expert-registration-offer.ts';
import { AuthCard } from './AuthCard.tsx';

const loginPathOf = (area: UserType) =>
  area === 'expert' ? pages.expert.login.build() : pages.customer.login.build();

/**
 * `/auth/callback/:provider`: where the provider sends the browser back. Hands the code and state
 * to the api once, then goes to the area's home (signed in; a customer-only account at the expert
 * login: the customer home, with the registration dialog open) or to its sign-up page, pre-filled
 * from the profile kept in this tab's session storage.
 */
export function SocialCallbackPage() {
  const { t } = useLingui();
  const { api, refreshSession } = useShell();
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  const area = readSocialSignInArea();

  useEffect(() => {
    // The state is single use: the answer is sent once, even when the effect runs twice.
    if (sent.current) return;
    sent.current = true;
    const code = search.get('code');
    const state = search.get('state');
    const iss = search.get('iss') ?? undefined;
    const known = SOCIAL_PROVIDERS.find((name) => name === provider);
    if (!known || search.get('error') || !code || !state) {
      setFailure(t`The sign-in was cancelled or did not complete.`);
      return;
    }
    (async () => {
      try {
        const { data } = await call(api, accountApi.socialCallback, {
          params: { provider: known },
          body: { code, state, iss },
        });
        if (data.outcome !== 'sign_up') {
          storeAccountMode(data.user_type);
          await refreshSession();
          // Not an expert's account yet, at the expert login: the customer home offers the
          // registration dialog that makes it one.
          if (data.outcome === 'become_expert') {
            navigate(homePathOf(data.user_type), { replace: true, state: OFFER_EXPERT_REGISTRATION });
            return;
          }
          // Back to the page that sent the visitor to sign in (a guest's Book), else home.
          navigate(destinationIn(data.user_type, takeSignInReturn()), { replace: true });
          return;
        }
        storeSocialSignUp(data);
        const target =
          data.area === 'expert'
            ? withSearch(pages.expert.signUp.build(), { provider: data.profile.social_provider })
            : pages.signUp.build();
        navigate(target, { replace: true });
      } catch (error) {
        setFailure(errorMessage(error, t`An error has occurred`));
      }
    })();
  }, [api, navigate, provider, refreshSession, search, t]);

  return (
    <AuthCard title={<Trans>Signing you in</Trans>}>
      {failure ? (
        <Stack gap="md">
          <Alert color="red" role="alert" title={<Trans>We could not sign you in</Trans>}>
            {failure}
          </Alert>
          <Group justify="center">
            <Button component={Link} to={loginPathOf(area)} replace>
              <Trans>Back to login</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>
            <Trans>Checking your account with the provider…</Trans>
          </Text>
        </Stack>
      )}
    </AuthCard>
  );
}
