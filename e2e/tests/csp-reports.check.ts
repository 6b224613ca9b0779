import { expect, test } from '@playwright/test';
import { reportedViolations } from './support/csp.ts';

// Runs after every other suite (the 'reports' project): each page any of them opened, the video
// rooms, Stripe's card fields and its 3-D Secure step included, sent what its policy blocked to
// the api's report-uri.
test('no page of the whole run broke the Content-Security-Policy', async ({ request }) => {
  expect(await reportedViolations(request)).toEqual([]);
});
