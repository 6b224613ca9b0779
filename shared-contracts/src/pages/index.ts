import { page } from './page.ts';

export type { Page, PageBuildArgs, PageParams, PageSearch } from './page.ts';
export { withSearch } from './page.ts';

/**
 * Every page address of the product (spec §2 route tables of both documents), whether or not its
 * screen exists yet. Build links with these, never by hand: `pages.customer.expert.build({ id })`.
 */
export const pages = {
  home: page('/'),
  signUp: page('/get-started'),
  terms: page('/terms-and-conditions'),
  privacy: page('/privacy-policy'),
  /** Not in the spec's tables: the password-recovery pages the emailed link leads to. */
  forgotPassword: page('/forgot-password'),
  resetPassword: page('/reset-password'),
  /** Not in the spec's tables: where Google, Facebook and Apple send the browser back (`code`, `state`). */
  socialCallback: page('/auth/callback/:provider'),
  guest: {
    /** Not in the spec's tables: the categories page behind the home page's way in for guests. */
    categories: page('/experts'),
    /** Query `c` (category slug). */
    expertSearch: page('/experts/search'),
    expert: page('/experts/:id'),
  },
  customer: {
    login: page('/customer/login'),
    home: page('/customer/app'),
    account: page('/customer/app/account'),
    meetings: page('/customer/app/meetings'),
    meetingRoom: page('/customer/app/meetings/room/:id'),
    /** Not in the spec's tables: where the home's 'See all posts' leads. */
    posts: page('/customer/app/posts'),
    post: page('/customer/app/posts/:id'),
    /** Query `q` (text typed in 'Search a category'). */
    categories: page('/customer/app/experts'),
    /** Query `c` (category slug) and `s` (text). */
    expertSearch: page('/customer/app/experts/search'),
    expert: page('/customer/app/experts/:id'),
    expertReviews: page('/customer/app/experts/:id/reviews'),
    booking: page('/customer/app/experts/:id/booking'),
  },
  expert: {
    login: page('/experts/login'),
    /** Not in the spec's tables (the issue lets the route be chosen): the expert sign-up wizard. */
    signUp: page('/experts/get-started'),
    home: page('/experts/app'),
    account: page('/experts/app/account'),
    accountEdit: page('/experts/app/account/edit'),
    meetings: page('/experts/app/meetings'),
    meetingRoom: page('/experts/app/meetings/room/:id'),
    profits: page('/experts/app/profits'),
    fundsRequest: page('/experts/app/profits/request-withdraw'),
    /** Issue 35: the expert's CalDAV accounts (busy times and where bookings are written). */
    calendars: page('/experts/app/calendars'),
  },
} as const;
