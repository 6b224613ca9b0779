/**
 * The parts of a page that can hydrate on their own: the header, the footer's legal links and
 * language switch, and the form of a login, password or sign-up page.
 */
export const ISLAND_NAMES = [
  'header',
  'legal',
  'language',
  'customer-login',
  'expert-login',
  'forgot-password',
  'reset-password',
  'customer-sign-up',
  'expert-sign-up',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute that marks an island's element, its value the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
