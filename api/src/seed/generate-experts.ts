import { CATEGORIES } from '../catalog/data/categories.ts';
import { RATES } from '../catalog/data/rates.ts';
import { slugify } from '../catalog/text.ts';
import type { ExpertSeed } from './expert-seed.ts';
import { EXPERTISE } from './expertise.ts';
import { PEOPLE } from './people.ts';
import { createRandom } from './random.ts';

/** Fixed: the demo data is the same on every machine and every run. */
const SEED = 20_251_125;
/** Certifications are dated relative to a fixed year, not the clock, for the same reason. */
const REFERENCE_YEAR = 2025;
export const GENERATED_EXPERTS = 75;

const PLANS: ExpertSeed['plan'][] = [
  { slug: 'starter-monthly', status: 'trialing', daysLeft: 30 },
  { slug: 'pro-monthly', status: 'active', daysLeft: 30 },
  { slug: 'starter-yearly', status: 'active', daysLeft: 365 },
  { slug: 'pro-yearly', status: 'active', daysLeft: 365 },
];

function listNames(names: string[]) {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Experts with complete profiles, spread evenly over every category (the category cycles with
 * the index), each in 1–3 of its subcategories.
 */
export function generateExperts(count = GENERATED_EXPERTS): ExpertSeed[] {
  const random = createRandom(SEED);
  const taken = new Set<string>();
  const experts: ExpertSeed[] = [];
  for (let index = 0; index < count; index += 1) {
    const category = CATEGORIES[index % CATEGORIES.length] as (typeof CATEGORIES)[number];
    const expertise = EXPERTISE[category.slug];
    if (!expertise) throw new Error(`No expertise data for category ${category.slug}`);

    let people = random.pick(PEOPLE);
    let firstName = random.pick(people.firstNames);
    let lastName = random.pick(people.lastNames);
    while (taken.has(`${firstName} ${lastName}`)) {
      people = random.pick(PEOPLE);
      firstName = random.pick(people.firstNames);
      lastName = random.pick(people.lastNames);
    }
    taken.add(`${firstName} ${lastName}`);

    const subcategories = random.sample(category.subcategories, random.int(1, 3));
    const years = random.int(2, 28);
    const plan = PLANS[index % PLANS.length] as ExpertSeed['plan'];
    const certificationCount = random.int(1, 2);
    experts.push({
      firstName,
      lastName,
      email: `${slugify(firstName)}.${slugify(lastName)}@experts.demo.test`.replaceAll('-', ''),
      country: people.country,
      timezone: people.timezone,
      phoneNumber: `+${people.dialCode} 555 ${String(index).padStart(4, '0')}`,
      role: random.pick(expertise.roles),
      aboutMe: `${random.pick(expertise.pitches)} ${years} years of experience. Sessions on ${listNames(
        subcategories.map((subcategory) => subcategory.en),
      )}.`,
      yearsOfExperience: years,
      // The better of two draws: most experts rate well, a few sit below 3 and 4 stars.
      rating: Math.max(random.int(20, 50), random.int(20, 50)) / 10,
      isAvailable: random.next() < 0.85,
      categorySlug: category.slug,
      subcategorySlugs: subcategories.map((subcategory) => subcategory.slug),
      languageCodes: people.languages.slice(0, random.int(1, people.languages.length)),
      priceCents: ratePrices(random.int(8, 30) * 500),
      certifications: random
        .sample(expertise.certifications, certificationCount)
        .map(([name, companyName]) => ({
          name,
          companyName,
          finishYear: REFERENCE_YEAR - random.int(1, Math.min(years, 20)),
          finishMonth: random.int(1, 12),
        })),
      gallery: [],
      profileVideo: null,
      plan: { ...plan, daysLeft: Math.max(1, plan.daysLeft - random.int(0, 20)) },
      joinedHoursAgo: 24 + index * 17,
    });
  }
  return experts;
}

/**
 * Prices from an hourly price: shorter meetings cost a little more per minute, a longer meeting
 * always costs more than a shorter one, and none is below its rate's minimum.
 */
function ratePrices(hourlyCents: number): ExpertSeed['priceCents'] {
  const byDuration = [...RATES].sort((a, b) => a.durationMinutes - b.durationMinutes);
  const prices: Partial<ExpertSeed['priceCents']> = {};
  let previous = 0;
  for (const rate of byDuration) {
    const proportional =
      Math.round((hourlyCents * rate.durationMinutes * (1 + (60 - rate.durationMinutes) / 300)) / 60 / 500) *
      500;
    previous = Math.max(proportional, rate.minPriceCents, previous + 500);
    prices[rate.slug] = previous;
  }
  return prices as ExpertSeed['priceCents'];
}
