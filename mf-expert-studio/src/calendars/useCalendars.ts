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
  // Read again every minute while open: the background syncs' outcomes (and failures) show up.
  const list = useSWR<CalendarAccounts>(
    swrKeys.calendars(locale),
    async () => (await call(api, calendarApi.list)).data,
    { refreshInterval: 60_000 },
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
    /** Throws the api's message when the sync failed (the list still shows the failure). */
    sync: async (id: number) => {
      const answer = await call(api, calendarApi.sync, { params: { id } });
      const message = await apply(answer);
      if (answer.data.accounts.find((account) => account.id === id)?.last_error) throw new Error(message);
      return message;
    },
    remove: async (id: number) => apply(await call(api, calendarApi.remove, { params: { id } })),
  };
}

export type CalendarActions = Omit<ReturnType<typeof useCalendars>, keyof ReturnType<typeof useSWR>>;
