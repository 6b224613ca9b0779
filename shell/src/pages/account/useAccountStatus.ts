import { type AccountStatus, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** GET /account: the email, whether there is a password, meetings to come. */
export function useAccountStatus() {
  const { api, session } = useShell();
  return useSWR(session.user ? [paths.account, session.user.id] : null, async () => {
    const answer = await api.get<AccountStatus>(paths.account);
    return answer.data;
  });
}
