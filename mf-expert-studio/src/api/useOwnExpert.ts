import { type ApiError, call, discoveryApi, type Expert } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** The signed-in expert's own page data (GET experts/{id}: their email included), for the edit dialogs. */
export function useOwnExpert() {
  const { api, locale, session } = useShell();
  const id = session.user?.id ?? null;
  return useSWR<Expert, ApiError>(id === null ? null : swrKeys.ownExpert(locale, id), async () =>
    id === null
      ? Promise.reject(new Error('signed out'))
      : (await call(api, discoveryApi.expert, { params: { id } })).data,
  );
}
