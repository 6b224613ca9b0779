import { type ApiClient, call, identityApi, type Locale } from 'shared-contracts';

/** Keeps the language on the signed-in account: the api's mails to the person are in it. */
export function saveAccountLanguage(api: ApiClient, locale: Locale): Promise<void> {
  // The page speaks the new language either way; after a failed save the account keeps the
  // previous one until the next switch or sign-in, which is not worth interrupting the person for.
  return call(api, identityApi.language, { body: { locale } }).then(
    () => undefined,
    () => undefined,
  );
}
