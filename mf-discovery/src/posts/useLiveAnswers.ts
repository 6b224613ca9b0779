import { useEffect } from 'react';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { isPostKey } from './usePosts.ts';

/**
 * An answer to one of the customer's posts arrives on the realtime socket ('post.answered'): every
 * posts view on the page (lists, counts, the post and its answers) is read again. So is everything
 * after the socket comes back, since answers sent while it was down were missed.
 */
export function useLiveAnswers() {
  const { realtime } = useShell();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const refresh = () => void mutate(isPostKey);
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === 'notification' && event.notification.type === 'post.answered') refresh();
    });
    const unreconnect = realtime.onReconnected(refresh);
    return () => {
      unsubscribe();
      unreconnect();
    };
  }, [realtime, mutate]);
}
