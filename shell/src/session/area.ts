import type { UserType } from 'shared-contracts';

export const CUSTOMER_APP = '/customer/app';
export const EXPERT_APP = '/experts/app';

/** The signed-in area a path belongs to (the path prefix decides, spec §2), or null. */
export function appAreaOf(pathname: string): UserType | null {
  if (pathname === CUSTOMER_APP || pathname.startsWith(`${CUSTOMER_APP}/`)) return 'customer';
  if (pathname === EXPERT_APP || pathname.startsWith(`${EXPERT_APP}/`)) return 'expert';
  return null;
}

export function loginPathOf(area: UserType): string {
  return area === 'expert' ? '/experts/login' : '/customer/login';
}

export function homePathOf(area: UserType): string {
  return area === 'expert' ? EXPERT_APP : CUSTOMER_APP;
}
