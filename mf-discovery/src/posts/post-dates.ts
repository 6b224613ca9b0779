import { formatLongDate, type Post } from 'shared-contracts';

/** A post's publication day in the page's language ('November 26, 2026' / '26 de noviembre de 2026'). */
export function publishedOn(post: Post, locale: string): string {
  return formatLongDate(post.published_at, locale);
}

/** Past its expiration date (it takes no more answers); the api's flag or the clock, whichever says so. */
export function isExpired(post: Post, now: Date = new Date()): boolean {
  return post.is_expired || new Date(post.expiration_date).getTime() <= now.getTime();
}
