import {
  calendarMultiGet,
  calendarQuery,
  createAccount,
  type DAVResponse,
  fetchCalendars,
  syncCollection,
} from 'tsdav';

/** An account's address and login, as the expert gave them. */
export interface CalDavLogin {
  serverUrl: string;
  username: string;
  password: string;
}

/** Why a CalDAV call failed, as the expert is told. */
export type CalDavFailure = 'auth' | 'unreachable' | 'missing' | 'server';

export class CalDavError extends Error {
  readonly failure: CalDavFailure;
  constructor(failure: CalDavFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

export interface RemoteCalendar {
  url: string;
  name: string;
  color: string | null;
  syncCollection: boolean;
}

interface RemoteObject {
  url: string;
  etag: string | null;
  data: string;
}

export interface CalendarChanges {
  /** Objects new or changed since the token (or every object, when `complete`). */
  changed: RemoteObject[];
  /** Object URLs gone since the token (when `complete`: the known ones not listed). */
  deleted: string[];
  /** The calendar's whole content was listed (no token, an expired one, or no sync-collection). */
  complete: boolean;
  syncToken: string | null;
}

/** How long one CalDAV request may take before the server counts as unreachable. */
const REQUEST_TIMEOUT_MS = 15_000;

const headersOf = (login: CalDavLogin) => ({
  authorization: `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`,
});

const fetchOptions = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

function failureOfStatus(status: number, what: string): CalDavError {
  if (status === 401 || status === 403)
    return new CalDavError('auth', `${what}: the server refused the login (${status})`);
  if (status === 404 || status === 410)
    return new CalDavError('missing', `${what}: not found on the server (${status})`);
  return new CalDavError('server', `${what}: the server answered ${status}`);
}

/** A failure of the network (refused, timed out, a name that does not resolve) or of the server. */
function asCalDavError(error: unknown, what: string): CalDavError {
  if (error instanceof CalDavError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const status = /\b(4\d\d|5\d\d)\b/.exec(message)?.[1];
  if (status) return failureOfStatus(Number(status), what);
  if (/invalid credentials|unauthori[sz]ed/i.test(message))
    return new CalDavError('auth', `${what}: ${message}`);
  return new CalDavError('unreachable', `${what}: ${message}`);
}

/** The server's own answer to a login (PROPFIND of its address): auth and reachability first. */
async function checkLogin(login: CalDavLogin): Promise<void> {
  let response: Response;
  try {
    response = await fetch(login.serverUrl, {
      method: 'PROPFIND',
      headers: { ...headersOf(login), depth: '0', 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>',
      redirect: 'follow',
      ...fetchOptions(),
    });
  } catch (error) {
    throw asCalDavError(error, 'connect');
  }
  await response.body?.cancel();
  if (response.status === 401 || response.status === 403) throw failureOfStatus(response.status, 'connect');
  if (response.status >= 500) throw failureOfStatus(response.status, 'connect');
}

/** The account's calendar home and the calendars in it that hold events. */
export async function discoverCalendars(
  login: CalDavLogin,
): Promise<{ homeUrl: string; calendars: RemoteCalendar[] }> {
  await checkLogin(login);
  try {
    const account = await createAccount({
      account: { accountType: 'caldav', serverUrl: login.serverUrl },
      headers: headersOf(login),
      fetchOptions: fetchOptions(),
    });
    if (!account.homeUrl) throw new CalDavError('missing', 'connect: the server names no calendar home');
    return {
      homeUrl: account.homeUrl,
      calendars: await listCalendars(login, account.homeUrl, account.rootUrl),
    };
  } catch (error) {
    throw asCalDavError(error, 'connect');
  }
}

/** The calendars holding events under a known home. */
async function listCalendars(
  login: CalDavLogin,
  homeUrl: string,
  rootUrl?: string,
): Promise<RemoteCalendar[]> {
  try {
    const found = await fetchCalendars({
      account: { accountType: 'caldav', serverUrl: login.serverUrl, homeUrl, rootUrl: rootUrl ?? homeUrl },
      headers: headersOf(login),
      fetchOptions: fetchOptions(),
    });
    return found
      .filter((calendar) => !calendar.components || calendar.components.includes('VEVENT'))
      .map((calendar) => ({
        url: new URL(calendar.url, homeUrl).href,
        name:
          typeof calendar.displayName === 'string' && calendar.displayName
            ? calendar.displayName
            : lastSegment(calendar.url),
        color: typeof calendar.calendarColor === 'string' ? calendar.calendarColor.slice(0, 16) : null,
        syncCollection: Array.isArray(calendar.reports) && calendar.reports.includes('syncCollection'),
      }));
  } catch (error) {
    throw asCalDavError(error, 'calendars');
  }
}

const lastSegment = (url: string) => decodeURIComponent(url.replace(/\/+$/, '').split('/').pop() ?? url);

const etagOf = (response: DAVResponse) => {
  const etag = response.props?.getetag;
  return etag === undefined || etag === null ? null : String(etag);
};

const dataOf = (response: DAVResponse): string | undefined => {
  const data = response.props?.calendarData;
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && typeof data._cdata === 'string') return data._cdata;
  return undefined;
};

const isObjectHref = (href: string | undefined): href is string => Boolean(href?.endsWith('.ics'));

/** The iCalendar text of the given objects (one REPORT). */
async function fetchObjects(
  login: CalDavLogin,
  calendarUrl: string,
  urls: string[],
): Promise<RemoteObject[]> {
  if (urls.length === 0) return [];
  const responses = await calendarMultiGet({
    url: calendarUrl,
    props: { 'd:getetag': {}, 'c:calendar-data': {} },
    objectUrls: urls.map((url) => new URL(url).pathname),
    depth: '1',
    headers: headersOf(login),
    fetchOptions: fetchOptions(),
  });
  const objects: RemoteObject[] = [];
  for (const response of responses) {
    const data = dataOf(response);
    if (!response.href || data === undefined || response.status >= 400) continue;
    objects.push({ url: new URL(response.href, calendarUrl).href, etag: etagOf(response), data });
  }
  return objects;
}

/** Every event object's URL and ETag (calendar-query), for servers without sync-collection. */
async function listObjects(login: CalDavLogin, calendarUrl: string): Promise<Map<string, string | null>> {
  const responses = await calendarQuery({
    url: calendarUrl,
    props: { 'd:getetag': {} },
    filters: {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': { _attributes: { name: 'VEVENT' } },
      },
    },
    depth: '1',
    headers: headersOf(login),
    fetchOptions: fetchOptions(),
  });
  const missing = responses.find((response) => !isObjectHref(response.href) && response.status >= 400);
  if (missing) throw failureOfStatus(missing.status, 'calendar');
  return new Map(
    responses
      .filter((response) => isObjectHref(response.href) && response.status < 400)
      .map((response) => [new URL(response.href ?? '', calendarUrl).href, etagOf(response)]),
  );
}

/** RFC 6578 sync-collection from `token` ('' lists everything); null when the token was refused. */
async function syncFrom(login: CalDavLogin, calendarUrl: string, token: string) {
  const responses = await syncCollection({
    url: calendarUrl,
    props: { 'd:getetag': {} },
    syncLevel: 1,
    syncToken: token,
    headers: headersOf(login),
    fetchOptions: fetchOptions(),
  });
  const refused = responses.find((response) => !isObjectHref(response.href) && response.status >= 400);
  if (refused) {
    // 403/409 with DAV:valid-sync-token: the token expired; start again from nothing.
    if (token && (refused.status === 403 || refused.status === 409)) return null;
    throw failureOfStatus(refused.status, 'calendar');
  }
  const objects = responses.filter((response) => isObjectHref(response.href));
  const syncToken = responses[0]?.raw?.multistatus?.syncToken;
  return {
    present: objects
      .filter((response) => response.status < 400)
      .map((response) => ({ url: new URL(response.href ?? '', calendarUrl).href, etag: etagOf(response) })),
    gone: objects
      .filter((response) => response.status === 404)
      .map((response) => new URL(response.href ?? '', calendarUrl).href),
    syncToken: typeof syncToken === 'string' ? syncToken : null,
  };
}

/**
 * What changed in a calendar since the last sync: by sync-collection from the stored token when
 * the server has it (an expired token lists everything again), else by comparing every object's
 * ETag with the known ones. Only objects new or with another ETag are downloaded.
 */
export async function calendarChanges(
  login: CalDavLogin,
  calendar: { url: string; syncToken: string | null; syncCollection: boolean },
  known: Map<string, string | null>,
): Promise<CalendarChanges> {
  try {
    if (calendar.syncCollection) {
      const incremental = calendar.syncToken ? await syncFrom(login, calendar.url, calendar.syncToken) : null;
      const synced = incremental ?? (await syncFrom(login, calendar.url, ''));
      if (!synced) throw new CalDavError('server', 'calendar: the server refused a sync from nothing');
      const complete = incremental === null;
      const listed = new Set(synced.present.map((object) => object.url));
      const wanted = synced.present
        .filter((object) => !known.has(object.url) || known.get(object.url) !== object.etag)
        .map((object) => object.url);
      return {
        changed: await fetchObjects(login, calendar.url, wanted),
        deleted: complete ? [...known.keys()].filter((url) => !listed.has(url)) : synced.gone,
        complete,
        syncToken: synced.syncToken,
      };
    }
    const listed = await listObjects(login, calendar.url);
    const toFetch = [...listed]
      .filter(([url, etag]) => !known.has(url) || known.get(url) !== etag)
      .map(([url]) => url);
    return {
      changed: await fetchObjects(login, calendar.url, toFetch),
      deleted: [...known.keys()].filter((url) => !listed.has(url)),
      complete: true,
      syncToken: null,
    };
  } catch (error) {
    throw asCalDavError(error, 'calendar');
  }
}

/** Writes (creates or replaces) an event object; answers its URL and the new ETag when given. */
export async function putEvent(
  login: CalDavLogin,
  url: string,
  ics: string,
): Promise<{ etag: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: { ...headersOf(login), 'content-type': 'text/calendar; charset=utf-8' },
      body: ics,
      ...fetchOptions(),
    });
  } catch (error) {
    throw asCalDavError(error, 'write');
  }
  await response.body?.cancel();
  if (response.status >= 400) throw failureOfStatus(response.status, 'write');
  return { etag: response.headers.get('etag') };
}

/** Deletes an event object; one already gone counts as deleted. */
export async function deleteEvent(login: CalDavLogin, url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'DELETE', headers: headersOf(login), ...fetchOptions() });
  } catch (error) {
    throw asCalDavError(error, 'delete');
  }
  await response.body?.cancel();
  if (response.status >= 400 && response.status !== 404 && response.status !== 410)
    throw failureOfStatus(response.status, 'delete');
}
