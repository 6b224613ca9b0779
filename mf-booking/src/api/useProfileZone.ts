import { call, expertProfileApi, identityApi, type UserType } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { browserZone, isTimeZone } from '../format/dates.ts';
import { swrKeys } from './keys.ts';

/**
 * The viewer's profile zone (`timezone` of GET customers/profile, or of experts/profile for
 * `side` 'expert'): the default zone of the booking and of a meeting's move, the one the api
 * converts to when no zone is given. The session user does not carry it. While the profile loads:
 * null; when it cannot be read or names no known zone, the browser's zone.
 */
export function useProfileZone(side: UserType = 'customer'): string | null {
  const { api, session } = useShell();
  const profile = useSWR(
    session.status === 'signed-in' ? swrKeys.profileZone(session.user?.id ?? 0, side) : null,
    async () =>
      side === 'expert'
        ? (await call(api, expertProfileApi.profile)).data.timezone
        : (await call(api, identityApi.customerProfile)).data.timezone,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (session.status === 'loading' || (session.status === 'signed-in' && profile.isLoading)) return null;
  return isTimeZone(profile.data) ? profile.data : browserZone();
}
