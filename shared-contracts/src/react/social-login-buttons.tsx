import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import useSWR from 'swr';
import { accountApi } from '../contract/account-routes.ts';
import { call } from '../contract/call.ts';
import type { SocialProviderName, UserType } from '../entities.ts';
import type { MessageKey } from '../messages.ts';
import { translate } from '../messages.ts';
import { storeSocialSignInArea } from '../social-sign-up.ts';
import { errorMessage } from './field-errors.ts';
import { useShell } from './shell-context.tsx';

const LABELS: Record<SocialProviderName, MessageKey> = {
  google: 'socialContinueWithGoogle',
  facebook: 'socialContinueWithFacebook',
  apple: 'socialContinueWithApple',
};

/**
 * 'Continue with Google / Facebook / Apple' for the providers the api is configured for (none:
 * nothing shows). A click asks the api for the provider's page and goes there.
 */
export function SocialLoginButtons({ area }: { area: UserType }) {
  const { api, locale } = useShell();
  const providers = useSWR(
    accountApi.socialProviders.path,
    async () => (await call(api, accountApi.socialProviders)).data,
  );
  const [starting, setStarting] = useState<SocialProviderName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (provider: SocialProviderName) => {
    setStarting(provider);
    setFailure(null);
    try {
      const { data } = await call(api, accountApi.socialAuthorize, { params: { provider }, query: { area } });
      storeSocialSignInArea(area);
      window.location.assign(data.url);
    } catch (error) {
      setFailure(errorMessage(error, translate('socialStartFailed', locale)));
      setStarting(null);
    }
  };

  if (providers.error) {
    return (
      <Alert color="red" role="alert">
        {translate('socialProvidersFailed', locale)}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => providers.mutate()}>
          {translate('socialRetry', locale)}
        </Button>
      </Alert>
    );
  }
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={translate('socialOr', locale)} labelPosition="center" />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {list.map((provider) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          loading={starting === provider}
          disabled={starting !== null && starting !== provider}
          onClick={() => start(provider)}
        >
          {translate(LABELS[provider], locale)}
        </Button>
      ))}
    </Stack>
  );
}
