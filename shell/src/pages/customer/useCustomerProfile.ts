import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { fetchProfile, profileKey } from '../../session/profile.ts';

/** GET /customers/profile, shared with the session (same SWR key). */
export function useCustomerProfile() {
  const { api } = useShell();
  return useSWR(profileKey('customer'), () => fetchProfile(api, 'customer'));
}
