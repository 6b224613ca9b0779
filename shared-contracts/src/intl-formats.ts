// Making an Intl formatter costs about a millisecond (far more on a slow phone); a list that made one
// per row spent most of its render on it. Formatters are kept per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  const format = cache.get(key) ?? make();
  cache.set(key, format);
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
