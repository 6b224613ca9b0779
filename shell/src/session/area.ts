import { matchPath } from 'react-router-dom';
import type { UserType } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';

/** The signed-in area a path belongs to (the path prefix decides, spec §2), or null. */
export function appAreaOf(pathname: string): UserType | null {
  const within = (pattern: string) => matchPath({ path: pattern, end: false }, pathname) !== null;
  if (within(pages.customer.home.pattern)) return 'customer';
  if (within(pages.expert.home.pattern)) return 'expert';
  return null;
}

export function loginPathOf(area: UserType): string {
  return pages[area].login.build();
}

export function homePathOf(area: UserType): string {
  return pages[area].home.build();
}

/** A page of `area` to go back to after signing in (a path of this site only), else the area's home. */
export function destinationIn(area: UserType, path: unknown): string {
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && appAreaOf(path) === area)
    return path;
  return homePathOf(area);
}
