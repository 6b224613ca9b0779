import { call, paymentApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** The signed-in customer's saved cards (newest first, the default marked). */
export function usePaymentMethods() {
  const { api } = useShell();
  return useSWR(paymentApi.cards.path, async () => (await call(api, paymentApi.cards)).data);
}
