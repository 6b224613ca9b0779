import type { StoryCustomer, StoryExpert } from './demo-stories.ts';

/** Who the stories' names stand for in this seeding: emails, and each expert's time zone. */
export interface StoryCast {
  eva: { email: string; timezone: string };
  ana: string;
  ben: string;
  generated: readonly { email: string; timezone: string }[];
  reviewers: readonly { email: string }[];
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo stories name ${what}, which the seed does not make`);
  return value;
}

export function storyExpert(cast: StoryCast, expert: StoryExpert): { email: string; timezone: string } {
  return expert === 'eva' ? cast.eva : found(cast.generated[expert.generated], `expert #${expert.generated}`);
}

export function storyCustomer(cast: StoryCast, customer: StoryCustomer): string {
  if (customer === 'ana') return cast.ana;
  if (customer === 'ben') return cast.ben;
  return found(cast.reviewers[customer.reviewer], `reviewer #${customer.reviewer}`).email;
}
