import { numberFormat, PRICE_CURRENCY } from 'shared-contracts';

/** What a NumberInput takes to read and write dollars in a language. */
export interface DollarInputFormat {
  prefix: string;
  suffix: string;
  decimalSeparator: string;
  thousandSeparator: string;
}

/**
 * A dollar box written as `formatDollars` writes amounts in the page's language ("$1,234.50",
 * "1.234,50 US$"), so the box and the "Minimum" beside it read alike: the parts come from the
 * same Intl format.
 */
export function dollarInputFormat(locale: string): DollarInputFormat {
  const parts = numberFormat(locale, { style: 'currency', currency: PRICE_CURRENCY }).formatToParts(12345.6);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => part.type === 'fraction' || part.type === 'integer');
  const join = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    prefix: join(0, first),
    suffix: join(last + 1, parts.length),
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}
