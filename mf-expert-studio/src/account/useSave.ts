import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type AnyRoute, call, type MessageKey, type RouteInput, translate } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';

/**
 * One save of the profile's dialogs: the api's success message as a toast (else the spec's, by
 * key), or its error as an error toast; answers whether it was saved.
 */
export function useSave() {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<{ message?: string }>, success: MessageKey): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await call();
      notify.success(answer.message ?? translate(success, locale));
      return true;
    } catch (error) {
      notify.error(errorMessage(error, t`An error has occurred`));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    run,
    /** Calls a declared route (its answer's message, else the spec's by key, as the toast). */
    send: <R extends AnyRoute>(route: R, input: RouteInput<R>, success: MessageKey) =>
      run(() => call(api, route, input as never) as Promise<{ message?: string }>, success),
  };
}
