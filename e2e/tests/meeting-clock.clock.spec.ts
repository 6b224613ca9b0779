import { expect, test } from '@playwright/test';
import { browserOnApiClock, moveClockTo } from './support/clock.ts';
import { meetingOf, meetingStartingNow } from './support/meetings.ts';
import { openRooms } from './support/video.ts';

/** The claims of a JWT, unchecked (the video server checks them). */
function claimsOf(token: string): { exp: number; sub: string; video: { room: string } } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

test("a meeting booked for the next hour starts at once on the api's test clock, then finishes and its room closes", {
  tag: '@mf-meetings',
}, async ({ page, browser, baseURL }) => {
  const expertContext = await browser.newContext({ baseURL });
  const expertPage = await expertContext.newPage();
  // The customer's browser reads the api's time: it agrees with the api after every move.
  await browserOnApiClock(page);
  const meeting = await meetingStartingNow(page, { expertPage, pagesOnApiClock: [page] });
  expect(meeting.expert).not.toBeNull();
  await page.goto('/api/v1/health');
  const browserNow = await page.evaluate(() => Date.now());
  expect(Math.abs(browserNow - Date.parse(meeting.clock.now))).toBeLessThan(30_000);
  expect(Date.parse(meeting.clock.now)).toBeGreaterThan(Date.now() + 30 * 60_000);

  // At its start: joinable by both sides, their tokens for the meeting's room until its end.
  const forCustomer = await meetingOf(page, meeting.meetingId);
  expect(forCustomer.status).toBe('start soon');
  expect(forCustomer.room_id).toBe(meeting.roomId);
  expect(forCustomer.access_token).toBeTruthy();
  const claims = claimsOf(forCustomer.access_token ?? '');
  expect(claims.video.room).toBe(meeting.roomId);
  const minutesLeft = (Date.parse(meeting.endsAt) - Date.parse(meeting.clock.now)) / 60_000;
  expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual((minutesLeft + 1) * 60_000);
  const forExpert = await meetingOf(expertPage, meeting.meetingId);
  expect(forExpert.status).toBe('start soon');
  expect(claimsOf(forExpert.access_token ?? '').sub).not.toBe(claims.sub);
  expect(await openRooms(page.request, [meeting.roomId])).toEqual([meeting.roomId]);

  // Past its end: finished, no more tokens, the room closed by the api's closure job.
  const moved = await moveClockTo(page.request, new Date(Date.parse(meeting.endsAt) + 1000), [page]);
  expect(Math.abs((await page.evaluate(() => Date.now())) - Date.parse(moved.now))).toBeLessThan(30_000);
  expect(moved.jobs_run).toBeGreaterThanOrEqual(1);
  const finished = await meetingOf(page, meeting.meetingId);
  expect(finished.status).toBe('finished');
  expect(finished.access_token).toBeNull();
  expect(await openRooms(page.request, [meeting.roomId])).toEqual([]);
  await expertContext.close();
});
