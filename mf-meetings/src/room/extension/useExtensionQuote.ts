import {
  type ApiError,
  call,
  discoveryApi,
  type MeetExtensionPreview,
  meetingApi,
  type Rate,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from '../../api/keys.ts';

/** The rates the expert offers (with a price): what more time can be bought as. */
export function useExpertRates(expertId: number) {
  const { api, locale } = useShell();
  return useSWR<Rate[], ApiError>(swrKeys.expertRates(locale, expertId), async () => {
    const expert = await call(api, discoveryApi.expert, { params: { id: expertId } });
    return expert.data.rates.filter((rate) => rate.price !== null);
  });
}

/** What an extension of the meeting costs with `rate` (GET /booking/meets/{id}/preview); none until chosen. */
export function useExtensionPreview(meetingId: number, rate: string | null) {
  const { api, locale } = useShell();
  return useSWR<MeetExtensionPreview, ApiError>(
    rate ? swrKeys.extensionPreview(locale, meetingId, rate) : null,
    async () =>
      (
        await call(api, meetingApi.extensionPreview, {
          params: { id: meetingId },
          query: { rate: rate ?? '' },
        })
      ).data,
    { revalidateOnFocus: false },
  );
}
