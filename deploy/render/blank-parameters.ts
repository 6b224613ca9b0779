/**
 * A page's address without its blank query parameters (`?c=yoga&s=&rating=` → `?c=yoga`), or the
 * address itself when it has none: a GET form sends its empty fields, and the page is the same
 * without them, so caches and search engines keep it once, under the address the app writes.
 */
export function withoutBlankParameters(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].filter(([, value]) => value !== '');
  if (kept.length === [...params].length) return url;
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
