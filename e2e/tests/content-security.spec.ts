import { expect, test } from '@playwright/test';
import { pages } from 'shared-contracts/pages';
import { anExpert } from './support/booking.ts';
import { cspViolationsOf, watchCspViolations } from './support/csp.ts';
import { signUp } from './support/customers.ts';
import { signInDemoExpertByApi } from './support/meetings.ts';

type Visitor = 'guest' | 'customer' | 'expert';

/** Every page pattern of the product (shared-contracts `pages`), so a new page is walked too. */
function everyPattern(tree: object): string[] {
  return Object.values(tree).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'pattern' in entry
      ? [String(entry.pattern)]
      : everyPattern(entry as object),
  );
}

function visitorOf(pattern: string): Visitor {
  if (pattern.startsWith('/customer/app')) return 'customer';
  if (pattern.startsWith('/experts/app')) return 'expert';
  return 'guest';
}

/**
 * The path opened for a pattern: the demo expert for an expert's pages; an id nobody has for a
 * post or a meeting room (their "not found" states: the real ones are opened by posts.spec and the
 * room suites, whose violations the report check at the end of the run catches).
 */
function pathOf(pattern: string, expertId: number): string {
  return pattern
    .replace(/\/experts\/:id/, `/experts/${expertId}`)
    .replace(/:provider/, 'google')
    .replace(/:id/, '999999');
}

const WALKS: Record<Visitor, string[]> = { guest: [], customer: [], expert: [] };
for (const pattern of everyPattern(pages)) WALKS[visitorOf(pattern)].push(pattern);
const NO_SUCH_PAGE = '/no-such-page';
WALKS.guest.push(NO_SUCH_PAGE);

for (const visitor of ['guest', 'customer', 'expert'] as const) {
  test(`no page a ${visitor} opens breaks the Content-Security-Policy`, async ({ page }) => {
    test.setTimeout(120_000);
    const expertId = await anExpert(page.request);
    if (visitor === 'customer') await signUp(page);
    if (visitor === 'expert') await signInDemoExpertByApi(page);
    await watchCspViolations(page);
    const found: Record<string, unknown[]> = {};
    for (const pattern of WALKS[visitor]) {
      const path = pathOf(pattern, expertId);
      const answer = await page.goto(path, { waitUntil: 'networkidle' });
      // A guest's unknown page is rendered on the server as the not-found page it is.
      expect(answer?.status(), path).toBe(path === NO_SUCH_PAGE ? 404 : 200);
      const violations = new Set((await cspViolationsOf(page)).map((seen) => JSON.stringify(seen)));
      if (violations.size > 0) found[path] = [...violations].map((seen) => JSON.parse(seen));
    }
    expect(WALKS[visitor].length).toBeGreaterThan(5);
    expect(found).toEqual({});
  });
}
