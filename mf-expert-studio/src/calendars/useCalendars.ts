import { type CalendarAccounts, type CalendarConnectInput, calendarApi, call } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from '../api/keys.ts';

/**
 * The expert's calendar accounts and what can be done with them; each change answers the whole
 * list, which becomes the shown one. Each action answers the api's confirmation.
 */
export function useCalendars() {
  const { api, locale } = useShell();
  const list = useSWR<CalendarAccounts>(
    swrKeys.calendars(locale),
    async () => (await call(api, calendarApi.list)).data,
  );
  const apply = async (answer: { data: CalendarAccounts; message?: string | undefined }) => {
    await list.mutate(answer.data, { revalidate: false });
    return answer.message ?? '';
  };
  return {
    ...list,
    connect: async (body: CalendarConnectInput) => apply(await call(api, calendarApi.connect, { body })),
    use: async (id: number, body: { blocks_busy: boolean; receives_bookings: boolean }) =>
      apply(await call(api, calendarApi.use, { params: { id }, body })),
    sync: async (id: number) => apply(await call(api, calendarApi.sync, { params: { id } })),
    remove: async (id: number) => apply(await call(api, calendarApi.remove, { params: { id } })),
  };
}

export type CalendarActions = Omit<ReturnType<typeof useCalendars>, keyof ReturnType<typeof useSWR>>;
