import { type Locale, translate } from 'shared-contracts';
import { fieldError, validationError } from '../http/errors.ts';
import { CalDavError, type CalDavLogin, discoverCalendars } from './caldav.ts';
import { secretBox } from './secret-box.ts';
import { serverAddressRefusal } from './server-address.ts';
import { accountCount, saveAccount } from './store.ts';
import { planNextSync, type SyncApp, syncAccount } from './sync.ts';

/** Accounts an expert may connect (each is synced every few minutes). */
const MAX_ACCOUNTS = 5;

/**
 * Connects a CalDAV account: checks the address, logs in and discovers the calendars (each
 * refusal a 422 on its field), stores it with the password encrypted, and syncs it once before
 * answering (the background sync follows every few minutes). Answers the new account's id.
 */
export async function connectAccount(
  app: SyncApp,
  expertId: number,
  login: CalDavLogin,
  locale: Locale,
): Promise<number> {
  if ((await accountCount(app.db, expertId)) >= MAX_ACCOUNTS)
    throw validationError({ server_url: [translate('calendarAccountLimit', locale, { max: MAX_ACCOUNTS })] });
  const refusal = await serverAddressRefusal(login.serverUrl, app.config.calendarPrivateServers);
  if (refusal)
    throw fieldError(
      'server_url',
      refusal === 'invalid' ? 'calendarServerUrlInvalid' : 'calendarServerUnreachable',
      locale,
    );
  let found: Awaited<ReturnType<typeof discoverCalendars>>;
  try {
    found = await discoverCalendars(login);
  } catch (error) {
    if (!(error instanceof CalDavError)) throw error;
    if (error.failure === 'auth') throw fieldError('password', 'calendarLoginRefused', locale);
    throw fieldError('server_url', 'calendarServerUnreachable', locale);
  }
  if (found.calendars.length === 0) throw fieldError('server_url', 'calendarNoCalendars', locale);
  const accountId = await saveAccount(app.db, {
    expertId,
    login,
    homeUrl: found.homeUrl,
    calendars: found.calendars,
    box: secretBox(app.config.calendarSecretKey),
  });
  // The first sync is the connection's: the expert sees its outcome in the answer.
  await syncAccount(app, accountId);
  await planNextSync(app, accountId);
  return accountId;
}
