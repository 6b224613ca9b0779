import { slugify } from '../catalog/text.ts';
import { PEOPLE } from './people.ts';
import { createRandom } from './random.ts';

/** Fixed, apart from the experts' seed: adding reviewers never changes the generated experts. */
const SEED = 20_261_130;
const REVIEWERS = 36;

/** A customer of the demo data who booked and reviewed experts; they have no password. */
export interface ReviewerSeed {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  timezone: string;
  /** How long before the seeding they signed up. */
  joinedDaysAgo: number;
}

/** The customers behind the demo reviews, the same on every run, with distinct names. */
export function generateReviewers(count = REVIEWERS): ReviewerSeed[] {
  const random = createRandom(SEED);
  const taken = new Set<string>();
  const reviewers: ReviewerSeed[] = [];
  while (reviewers.length < count) {
    const people = random.pick(PEOPLE);
    const firstName = random.pick(people.firstNames);
    const lastName = random.pick(people.lastNames);
    const email = `${slugify(firstName)}.${slugify(lastName)}@customers.demo.test`.replaceAll('-', '');
    if (taken.has(email)) continue;
    taken.add(email);
    reviewers.push({
      firstName,
      lastName,
      email,
      country: people.country,
      timezone: people.timezone,
      joinedDaysAgo: random.int(70, 400),
    });
  }
  return reviewers;
}
