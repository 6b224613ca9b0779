import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { DEMO_CUSTOMER_DETAILS, DEMO_EXPERT_PROFILE } from './demo-profiles.ts';
import type { ExpertSeed } from './expert-seed.ts';
import type { CustomerSeed } from './insert-customers.ts';
import { generateReviewers } from './reviewers.ts';

/** The demo customers signed up this long before the first start (they have a history). */
const DEMO_CUSTOMER_DAYS = 60;

/** A demo login by first name (DEMO_ACCOUNTS). */
export function demoLogin(firstName: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((item) => item.firstName === firstName);
  if (!account) throw new Error(`no demo login named ${firstName}`);
  return account;
}

/** The demo expert login's complete profile. */
export function demoExpert(): ExpertSeed {
  const eva = demoLogin('Eva');
  return { ...DEMO_EXPERT_PROFILE, firstName: eva.firstName, lastName: eva.lastName, email: eva.email };
}

/** The demo customer logins, then the reviewers (who have no password). */
export function demoCustomers(hashes: Map<string, string>): CustomerSeed[] {
  const logins = DEMO_ACCOUNTS.filter((account) => account.role === 'customer').map((account) => ({
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    passwordHash: hashes.get(account.email) ?? null,
    country: DEMO_CUSTOMER_DETAILS[account.email]?.country ?? null,
    timezone: DEMO_CUSTOMER_DETAILS[account.email]?.timezone ?? 'UTC',
    joinedDaysAgo: DEMO_CUSTOMER_DAYS,
  }));
  const reviewers = generateReviewers().map((reviewer) => ({ ...reviewer, passwordHash: null }));
  return [...logins, ...reviewers];
}
