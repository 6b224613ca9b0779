import { type ApiClient, call, isWorthRetrying, type MeetingPage, meetingApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { type Role, swrKeys } from './keys.ts';

/** Whole lists (spec §9: meetings list 500 a page), in start order. */
const LIST_PER_PAGE = 500;

/** A whole list of the caller's meetings in `role`, in start order. */
function inStartOrder(role: Role) {
  return {
    is_expert: role === 'expert',
    per_page: LIST_PER_PAGE,
    order_by: 'start_time',
    order: 'asc',
  } as const;
}

const options = { shouldRetryOnError: isWorthRetrying, keepPreviousData: true } as const;

/** One page of the list screen: search over the counterpart's name (GET /meets `search`). */
export function useMeetingList(role: Role, search: string, page: number) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.list(locale, role, search, page),
    async (): Promise<MeetingPage> => {
      const answer = await call(api, meetingApi.list, {
        query: { ...inStartOrder(role), search, page },
      });
      return { data: answer.data, meta: answer.meta };
    },
    options,
  );
}

/** The meetings still to come or running (statuses booked and start soon), soonest first; on `date` only when given. */
async function comingMeetings(api: ApiClient, role: Role, date?: string) {
  const answer = await call(api, meetingApi.list, {
    query: { ...inStartOrder(role), status: 'booked,start soon', ...(date ? { date } : {}) },
  });
  return answer.data;
}

/** Today's meetings that are still to come or running (spec §7: status 'booked,start soon', date). */
export function useTodayMeetings(role: Role, date: string) {
  const { api, locale } = useShell();
  return useSWR(swrKeys.today(locale, role, date), () => comingMeetings(api, role, date), options);
}

/** The coming meetings (spec §2: statuses booked and start soon), soonest first. */
export function useSoonMeetings(role: Role) {
  const { api, locale } = useShell();
  return useSWR(swrKeys.soon(locale, role), () => comingMeetings(api, role), options);
}

/** One meeting (GET /meets/{id}); null id: nothing asked. */
export function useMeeting(id: number | null) {
  const { api, locale } = useShell();
  return useSWR(
    id === null ? null : swrKeys.one(locale, id),
    async () => (await call(api, meetingApi.one, { params: { id: id as number } })).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}
