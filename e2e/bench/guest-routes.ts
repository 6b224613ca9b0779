// The guest pages the guest-pages bench measures, in each language, at the addresses of
// shared-contracts' pages, with the demo data's first category and the demo expert.
import { request } from '@playwright/test';
import type { Locale } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { anExpert } from '../tests/support/booking.ts';
import { categories } from '../tests/support/catalog.ts';

export const GUEST_LANGUAGES: readonly Locale[] = ['en', 'es'];

export interface DemoIds {
  expertId: number;
  categorySlug: string;
}

export interface GuestRoute {
  name: string;
  path(ids: DemoIds): string;
}

export const GUEST_ROUTES: readonly GuestRoute[] = [
  { name: 'home', path: () => pages.home.build() },
  { name: 'categories', path: () => pages.guest.categories.build() },
  { name: 'search', path: ({ categorySlug }) => pages.guest.expertSearch.build({ c: categorySlug }) },
  { name: 'expert page', path: ({ expertId }) => pages.guest.expert.build({ id: expertId }) },
  // An expert's reviews are not public (the api shows them to signed-in customers): no guest row.
  { name: 'terms', path: () => pages.terms.build() },
  { name: 'customer login', path: () => pages.customer.login.build() },
  { name: 'sign-up', path: () => pages.signUp.build() },
  { name: 'forgot password', path: () => pages.forgotPassword.build() },
  { name: 'expert sign-up', path: () => pages.expert.signUp.build() },
];

/** The demo expert's id and the first category's slug on the runner at `baseURL`. */
export async function demoIds(baseURL: string): Promise<DemoIds> {
  const api = await request.newContext({ baseURL });
  try {
    const [category] = await categories(api);
    if (!category) throw new Error('the demo data has no categories');
    return { expertId: await anExpert(api), categorySlug: category.slug };
  } finally {
    await api.dispose();
  }
}
