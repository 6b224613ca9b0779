import type { Locale } from './entities.ts';
import { translate } from './messages.ts';

/** "First Last"; a deleted account (its names erased) reads "Deleted account" in the page's language. */
export function personName(person: { first_name: string; last_name: string }, locale: Locale): string {
  return `${person.first_name} ${person.last_name}`.trim() || translate('deletedAccount', locale);
}
