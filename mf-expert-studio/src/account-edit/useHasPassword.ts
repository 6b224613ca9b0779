import { accountApi, call } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/**
 * Whether the signed-in account has a password (one made by social sign-in may have none), read
 * once `needed`; undefined until known.
 */
export function useHasPassword(needed: boolean): boolean | undefined {
  const { api, session } = useShell();
  const userId = session.user?.id ?? null;
  const status = useSWR(needed && userId !== null ? ['studio/account-status', userId] : null, async () =>
    call(api, accountApi.status),
  );
  return status.data?.data.has_password;
}
