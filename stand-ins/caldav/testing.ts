/** What a test does to a CalDAV server as the calendar's owner would in their own calendar app. */
export interface CalDavUser {
  /** The server's origin. */
  url: string;
  user: string;
  password: string;
}

const authorization = ({ user, password }: CalDavUser) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function send(
  owner: CalDavUser,
  method: string,
  target: string,
  body?: string,
  /** A resource gone is no error (one deleted between a listing and its read). */
  goneIsFine = method === 'DELETE',
): Promise<Response> {
  const response = await fetch(new URL(target, owner.url), {
    method,
    headers: {
      authorization: authorization(owner),
      ...(method === 'PROPFIND' ? { depth: '1' } : {}),
      ...(body === undefined
        ? {}
        : { 'content-type': method === 'PUT' ? 'text/calendar' : 'application/xml' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  if (response.status >= 400 && !(goneIsFine && response.status === 404))
    throw new Error(`${method} ${target}: ${response.status} ${await response.text()}`);
  return response;
}

/** Creates the calendar `/<user>/<slug>/` named `name`; answers its path. */
export async function makeCalendar(owner: CalDavUser, slug: string, name: string): Promise<string> {
  const target = `/${owner.user}/${slug}/`;
  await send(
    owner,
    'MKCALENDAR',
    target,
    `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set>
</C:mkcalendar>`,
  );
  return target;
}

/** Writes (or replaces) an event resource. */
export async function putEvent(owner: CalDavUser, calendarPath: string, name: string, ics: string) {
  await send(owner, 'PUT', `${calendarPath}${name}`, ics);
}

export async function deleteResource(owner: CalDavUser, target: string) {
  await send(owner, 'DELETE', target);
}

/** The iCalendar texts of a calendar's events, by resource name. */
export async function readEvents(owner: CalDavUser, calendarPath: string): Promise<Map<string, string>> {
  const listing = await send(
    owner,
    'PROPFIND',
    calendarPath,
    '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>',
  );
  const hrefs = [...(await listing.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)].map(
    (match) => match[1] ?? '',
  );
  const events = new Map<string, string>();
  for (const href of hrefs) {
    const response = await send(owner, 'GET', href, undefined, true);
    if (response.status === 404) continue;
    events.set(decodeURIComponent(href.split('/').pop() ?? href), await response.text());
  }
  return events;
}
