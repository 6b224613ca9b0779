import type { BrowserContext, Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { bookMeeting, signInDemoExpertByApi } from './support/meetings.ts';
import {
  expectRemoteVideoPlaying,
  joinCall,
  ROOM_SHARE_LAUNCH_OPTIONS,
  roomContext,
} from './support/room.ts';

test.use({ launchOptions: ROOM_SHARE_LAUNCH_OPTIONS });

/** What the other side's <video> shows: its track, and how it is fitted (a screen is never cropped). */
function shown(remote: Locator) {
  return remote.evaluate((video) => {
    const element = video as HTMLVideoElement;
    const track = (element.srcObject as MediaStream | null)?.getVideoTracks()[0];
    return { trackId: track?.id ?? '', fit: getComputedStyle(element).objectFit };
  });
}

test("a screen shared from the call's controls replaces the camera on the other side, until sharing stops", {
  tag: '@mf-meetings',
}, async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const customerContext = await roomContext(browser, baseURL);
    const expertContext = await roomContext(browser, baseURL);
    contexts.push(customerContext, expertContext);
    const customer = await customerContext.newPage();
    const expert = await expertContext.newPage();
    await signUp(customer);
    await saveVisa(customer);
    const meeting = await bookMeeting(customer, await anExpert(customer.request), 18);
    await signInDemoExpertByApi(expert);

    await customer.goto(`/customer/app/meetings/room/${meeting.id}`);
    await joinCall(customer);
    await expert.goto(`/experts/app/meetings/room/${meeting.id}`);
    await joinCall(expert);
    await expectRemoteVideoPlaying(expert);
    await expectRemoteVideoPlaying(customer);
    const remote = expert.getByTestId('remote-video');
    const camera = await shown(remote);
    expect(camera).toMatchObject({ trackId: expect.stringMatching(/\S/), fit: 'cover' });

    // The customer shares (the fake screen, no picker): the expert sees it in place of the camera.
    const share = customer.getByRole('button', { name: 'Share screen' });
    await expect(share).toHaveAttribute('aria-pressed', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await shown(remote)).trackId).not.toBe(camera.trackId);
    expect((await shown(remote)).fit).toBe('contain');
    await expectRemoteVideoPlaying(expert);
    await expectAccessible(customer);
    await expert.screenshot({ path: test.info().outputPath('room-expert-sees-share-1280.png') });
    await customer.screenshot({ path: test.info().outputPath('room-customer-sharing-1280.png') });

    // At 375 px the share keeps its whole picture too.
    await expert.setViewportSize({ width: 375, height: 800 });
    await expect(remote).toBeVisible();
    await expert.screenshot({ path: test.info().outputPath('room-expert-sees-share-375.png') });
    await expert.setViewportSize({ width: 1280, height: 900 });

    // Sharing stops: the camera comes back.
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await shown(remote)).trackId).toBe(camera.trackId);
    expect((await shown(remote)).fit).toBe('cover');
    await expectRemoteVideoPlaying(expert);
  } finally {
    for (const context of contexts) await context.close();
  }
});
