import { useState } from 'react';
import { ApiError, accountApi, call, idempotentIntent } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { isEarningsKey } from '../api/keys.ts';

/**
 * Sends a funds request with one idempotency key per intent (the amount): a double click or a
 * retry after no answer sends the same key and the api answers the first request; a refusal or a
 * success ends the intent. `received` holds the api's confirmation text once it is made.
 */
export function useFundsRequest() {
  const { api } = useShell();
  const { mutate } = useSWRConfig();
  const [received, setReceived] = useState<string | null>(null);

  async function request(amount: number): Promise<void> {
    const intent = idempotentIntent('funds-request', { amount });
    try {
      const answer = await call(api, accountApi.requestFunds, {
        body: { amount },
        idempotencyKey: intent.key,
      });
      intent.complete();
      setReceived(answer.message ?? '');
      void mutate(isEarningsKey);
    } catch (error) {
      // No answer: the next try repeats the key. Any answer ends this intent.
      if (error instanceof ApiError && error.status !== 0 && error.status !== 503) intent.complete();
      throw error;
    }
  }

  return { request, received };
}
