/**
 * A browser's part of the redirect flow, for tests: follows the authorization URL through the
 * stand-in's login page as `accountId` and answers what the provider sends back to the client
 * (the redirect URI's query, or the fields of Apple's form_post).
 */
export async function signInThroughStandIn(
  authorizationUrl: string,
  accountId: string,
): Promise<{ redirectUri: string; params: Record<string, string>; responseMode: 'query' | 'form_post' }> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== new URL(authorizationUrl).origin) {
        return {
          redirectUri: `${next.origin}${next.pathname}`,
          params: Object.fromEntries(next.searchParams),
          responseMode: 'query',
        };
      }
      url = next.toString();
      init = {};
      continue;
    }
    const html = await response.text();
    if (!response.ok) throw new Error(`the stand-in answered ${response.status}: ${html.slice(0, 300)}`);
    const loginForm = /action="(\/interaction\/[^"]+\/login)"/.exec(html);
    if (loginForm?.[1]) {
      url = new URL(loginForm[1], url).toString();
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: accountId }).toString(),
      };
      continue;
    }
    const formPost = /<form[^>]*action="([^"]+)"/.exec(html);
    if (formPost?.[1]) {
      const params: Record<string, string> = {};
      for (const input of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
        params[input[1] as string] = decodeEntities(input[2] as string);
      }
      return { redirectUri: decodeEntities(formPost[1]), params, responseMode: 'form_post' };
    }
    throw new Error(`unexpected page from the stand-in: ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects through the stand-in');
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
