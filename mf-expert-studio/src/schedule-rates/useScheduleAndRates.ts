import {
  type ApiError,
  call,
  catalogApi,
  discoveryApi,
  type Rate,
  type ScheduleDay,
  scheduleApi,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** The expert's saved week (GET experts/profile/schedules) and rates with their prices and minimums. */
export function useScheduleAndRates() {
  const { api, locale, session } = useShell();
  const id = session.user?.id ?? null;
  const schedule = useSWR<ScheduleDay[], ApiError>(
    ['studio/schedule', locale],
    async () => (await call(api, scheduleApi.week)).data,
  );
  // Before the session knows the new expert (just registered), the catalogue's rates, unpriced.
  const rates = useSWR<Rate[], ApiError>(['studio/rates', locale, id], async () =>
    id === null
      ? (await call(api, catalogApi.rates)).data
      : (await call(api, discoveryApi.expert, { params: { id } })).data.rates,
  );
  return { schedule, rates };
}
