import type { Expert } from 'shared-contracts';

/** Lists the page maps over are always arrays, even if the api leaves one out. */
export function normalizeExpert(expert: Expert): Expert {
  return {
    ...expert,
    languages: expert.languages ?? [],
    subcategories: expert.subcategories ?? [],
    gallery: expert.gallery ?? [],
    rates: expert.rates ?? [],
    certifications: expert.certifications ?? [],
  };
}
