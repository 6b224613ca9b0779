import { COOKIE, readCookie, type UserType } from 'shared-contracts';

const ONE_YEAR = 60 * 60 * 24 * 365;

function setCookie(name: string, value: string, maxAge: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** The page's cookies; none while the page is rendered on the server (a guest's page). */
function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** userType is set by the api on login/register; the shell only reads it. */
export function readUserType(): UserType | null {
  const value = readCookie(pageCookies(), COOKIE.userType);
  return value === 'customer' || value === 'expert' ? value : null;
}

/** customer or expert mode of a signed-in user; an expert login starts in expert mode. */
export function readAccountMode(userType: UserType | null): UserType {
  const flag = readCookie(pageCookies(), COOKIE.isAccountExpert);
  if (flag === 'true') return 'expert';
  if (flag === 'false') return 'customer';
  return userType === 'expert' ? 'expert' : 'customer';
}

export function storeAccountMode(mode: UserType): void {
  setCookie(COOKIE.isAccountExpert, String(mode === 'expert'), ONE_YEAR);
}

/** The readable session cookies; authToken is HttpOnly and cleared by the api (logout, 401). */
export function clearSessionCookies(): void {
  setCookie(COOKIE.userType, '', 0);
  setCookie(COOKIE.isAccountExpert, '', 0);
}
