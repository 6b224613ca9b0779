/**
 * The parts of a page that can hydrate on their own: the header, the footer's legal links and
 * language switch, a login page's form and the sign-up's.
 */
export const ISLAND_NAMES = [
  'header',
  'legal',
  'language',
  'customer-login',
  'expert-login',
  'customer-sign-up',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute that marks an island's element, its value the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
