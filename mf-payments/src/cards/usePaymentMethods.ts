import { type PaymentMethod, paymentPaths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** The signed-in customer's saved cards (newest first, the default marked). */
export function usePaymentMethods() {
  const { api } = useShell();
  return useSWR(
    paymentPaths.paymentMethods,
    async (path: string) => (await api.get<PaymentMethod[]>(path)).data,
  );
}
