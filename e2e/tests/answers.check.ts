import { expect, test } from '@playwright/test';
import { API_PREFIX } from 'shared-contracts';

// Runs after every other suite (the 'reports' project): every answer the api gave a declared
// route in the whole run, to browsers and to the suites' own calls, was checked against its
// contract (the e2e start records mismatches: ANSWER_CHECKS defaults to 'record' with TEST_CLOCK).
test('every answer of a declared route in the whole run kept to its contract', async ({ request }) => {
  const answer = await request.get(`${API_PREFIX}/test/answer-mismatches`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { checks: string; mismatches: unknown[] } };
  expect(data.checks).toBe('record');
  expect(data.mismatches).toEqual([]);
});
