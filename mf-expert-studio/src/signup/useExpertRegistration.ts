import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { call, clearSocialSignUp, identityApi, type PendingSocialSignUp } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';
import { splitFieldErrors } from './registration-errors.ts';
import {
  type AccountValues,
  type ExpertiseOutput,
  type ExpertiseValues,
  registrationPayload,
} from './wizard-values.ts';

type FieldMessages<T> = Partial<Record<keyof T, string>>;

/**
 * Registers the expert (POST /register with `as_expert`; signed in: the same account becomes an
 * expert). A refusal's field messages go to the step that shows each field, with the first one in
 * an error toast titled 'Error' (spec §8); account-field messages send the caller back to step 1.
 */
export function useExpertRegistration(
  signedIn: boolean,
  onAccountRefused: () => void,
  social: PendingSocialSignUp | null = null,
) {
  const { t } = useLingui();
  const { api, notify, refreshSession } = useShell();
  const [accountErrors, setAccountErrors] = useState<FieldMessages<AccountValues>>({});
  const [expertiseErrors, setExpertiseErrors] = useState<FieldMessages<ExpertiseValues>>({});
  const [registered, setRegistered] = useState(false);

  const register = useCallback(
    async (account: AccountValues, expertise: ExpertiseOutput): Promise<boolean> => {
      setExpertiseErrors({});
      try {
        await call(api, identityApi.register, {
          body: registrationPayload(account, expertise, signedIn, social),
        });
        if (social) clearSocialSignUp();
        setRegistered(true);
        await refreshSession();
        return true;
      } catch (error) {
        const { account: onAccount, expertise: onExpertise, first } = splitFieldErrors(error);
        const fallback = errorMessage(error, t`An error has occurred`);
        notify.error(first ?? fallback, t`Error`);
        setExpertiseErrors(onExpertise);
        if (Object.keys(onAccount).length > 0) {
          setAccountErrors(onAccount);
          onAccountRefused();
        }
        return false;
      }
    },
    [api, notify, refreshSession, signedIn, social, t, onAccountRefused],
  );

  return {
    register,
    registered,
    accountErrors,
    expertiseErrors,
    clearAccountErrors: useCallback(() => setAccountErrors({}), []),
  };
}
