import { type ApiError, type BankAccount, call, earningsApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** Meetings of the earnings page per page (spec §9: profit/paged meetings 15). */
const EARNINGS_PAGE_SIZE = 15;

/** Available and overall profit, in dollars. */
export function useEarnings() {
  const { api, locale } = useShell();
  return useSWR(swrKeys.earnings(locale), async () => (await call(api, earningsApi.earnings)).data);
}

/** One page of the expert's meetings with 'Payed' / 'Not payed'. */
export function useEarningsMeetings(page: number) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.earningsMeetings(locale, page),
    () => call(api, earningsApi.meetings, { query: { page, per_page: EARNINGS_PAGE_SIZE } }),
    { keepPreviousData: true },
  );
}

/** The bank account payouts go to, masked (its numbers stay at the payment provider). */
export function useBankAccount() {
  const { api, locale } = useShell();
  return useSWR<BankAccount, ApiError>(
    swrKeys.bankAccount(locale),
    async () => (await call(api, earningsApi.bankAccount)).data,
  );
}
