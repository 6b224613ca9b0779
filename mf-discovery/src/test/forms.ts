/** The query string a browser without JavaScript sends when it submits a GET form (by Enter). */
export function submittedQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') query.append(name, value);
  }
  return query;
}

/** A query's parameters in a stable order, to compare two queries that mean the same. */
export function sortedParams(query: URLSearchParams): string[][] {
  return [...query].sort(([a], [b]) => a.localeCompare(b));
}
