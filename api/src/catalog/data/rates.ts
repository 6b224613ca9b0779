import type { RateSlug } from 'shared-contracts';

export interface RateData {
  slug: RateSlug;
  /** Kept in English: clients send the lowercased name back as the rate (spec). */
  name: string;
  durationMinutes: number;
  minPriceCents: number;
}

/** The three meeting lengths, shortest first. */
export const RATES: readonly RateData[] = [
  { slug: 'express', name: 'Express', durationMinutes: 15, minPriceCents: 1000 },
  { slug: 'short', name: 'Short', durationMinutes: 30, minPriceCents: 2000 },
  { slug: 'large', name: 'Large', durationMinutes: 60, minPriceCents: 3500 },
];
