import { numberFormat } from 'shared-contracts';
export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Number.isFinite(rating) ? rating : 0,
  );
}
