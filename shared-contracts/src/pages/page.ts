/**
 * The names of a pattern's path params (`/experts/:id/reviews` → `id`). The product's patterns have
 * plain `:name` segments only (no optional or splat segments), which keeps the contract free of
 * React Router: the api builds the same addresses (mails, the sitemap) and must not load React.
 */
type PathParam<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}`
  ? PathParam<Head> | PathParam<Tail>
  : Pattern extends `:${infer Name}`
    ? Name
    : never;

/** Values of a page's path params (`:id` → `id`); numbers are written in decimal. */
export type PageParams<Pattern extends string> = { [Key in PathParam<Pattern>]: number | string };

/** Query of a page link; null and undefined entries are left out. */
export type PageSearch = Record<string, number | string | null | undefined>;

/** A page without params takes only the query; a page with params takes them first. */
export type PageBuildArgs<Pattern extends string> = [PathParam<Pattern>] extends [never]
  ? [search?: PageSearch]
  : [params: PageParams<Pattern>, search?: PageSearch];

export interface Page<Pattern extends string> {
  /** The route pattern, in react-router syntax. */
  readonly pattern: Pattern;
  /** The page's address for these params (encoded), with the query if one is given. */
  build(...args: PageBuildArgs<Pattern>): string;
}

/** `path` with `search` appended as a query string (nothing when every value is empty). */
export function withSearch(path: string, search: PageSearch = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function page<const Pattern extends string>(pattern: Pattern): Page<Pattern> {
  return {
    pattern,
    build(...args: PageBuildArgs<Pattern>) {
      const hasParams = pattern.includes(':');
      const params = (hasParams ? args[0] : {}) as Record<string, number | string>;
      const search = (hasParams ? args[1] : args[0]) as PageSearch | undefined;
      // Each param is encoded so it stays one segment, as React Router's generatePath does.
      const path = pattern
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment;
          const value = params[segment.slice(1)];
          if (value === undefined) throw new Error(`${pattern}: the param ${segment} is missing`);
          return encodeURIComponent(String(value));
        })
        .join('/');
      return withSearch(path, search);
    },
  };
}
