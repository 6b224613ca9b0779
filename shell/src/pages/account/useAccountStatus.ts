import { accountApi, call } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** GET /account: the email, whether there is a password, meetings to come. */
export function useAccountStatus() {
  const { api, session } = useShell();
  return useSWR(
    session.user ? [accountApi.status.path, session.user.id] : null,
    async () => (await call(api, accountApi.status)).data,
  );
}
