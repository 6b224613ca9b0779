import type { Browser, Page } from '@playwright/test';
import type { meetingApi, RouteAnswer } from 'shared-contracts';
import { expect, expectAccessible } from './accessibility.ts';

/**
 * Chromium for the video room: a fake camera and microphone (a test pattern and a beep), and media
 * that plays without a gesture. Permission for camera and microphone is granted per context
 * (`roomContext`), so a context without it is refused them.
 */
export const ROOM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/**
 * A browser context for the room: with `devices`, camera and microphone are allowed (without, the
 * context is refused them, as a person who blocked them would be).
 */
export function roomContext(
  browser: Browser,
  baseURL: string | undefined,
  options: { devices?: boolean; width?: number; locale?: string } = {},
) {
  return browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: 900 },
    permissions: options.devices === false ? [] : ['camera', 'microphone'],
  });
}

/** The words of the room's start and hair check, per language (mf-meetings/src/locales). */
export const ROOM_WORDS = {
  en: {
    start: 'Click to start a call',
    hairCheck: 'Check your camera and microphone',
    preview: 'Your camera',
    camera: 'Camera',
    microphone: 'Microphone',
    name: 'Name',
    join: 'Join call',
    controls: 'Call controls',
  },
  es: {
    start: 'Haz clic para iniciar una llamada',
    hairCheck: 'Revisa tu cámara y tu micrófono',
    preview: 'Tu cámara',
    camera: 'Cámara',
    microphone: 'Micrófono',
    name: 'Nombre',
    join: 'Unirse a la llamada',
    controls: 'Controles de la llamada',
  },
} as const;

type RoomWords = (typeof ROOM_WORDS)[keyof typeof ROOM_WORDS];

/**
 * From the room's start screen through the hair check into the call: by mouse, or by keyboard only
 * (Tab to the start button, Enter; Enter in the name field joins). `onHairCheck` runs on the hair
 * check once the preview plays (screenshots).
 */
export async function joinCall(
  page: Page,
  by: 'mouse' | 'keyboard' = 'mouse',
  words: RoomWords = ROOM_WORDS.en,
  onHairCheck?: () => Promise<void>,
) {
  const start = page.getByRole('button', { name: words.start });
  if (by === 'keyboard') {
    await expect(start).toBeVisible();
    for (
      let tab = 0;
      tab < 30 && !(await start.evaluate((button) => button === document.activeElement));
      tab += 1
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  } else await start.click();
  await expect(page.getByRole('heading', { name: words.hairCheck })).toBeVisible();
  // The live preview of the camera plays and the devices are listed before joining.
  const preview = page.locator(`video[aria-label="${words.preview}"]`);
  await expect
    .poll(() => preview.evaluate((video) => (video as HTMLVideoElement).videoWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: words.camera })).toHaveValue(/\S/);
  await expect(page.getByRole('combobox', { name: words.microphone })).toHaveValue(/\S/);
  await expectAccessible(page);
  await onHairCheck?.();
  if (by === 'keyboard') {
    await page.getByRole('textbox', { name: words.name }).focus();
    await page.keyboard.press('Enter');
  } else await page.getByRole('button', { name: words.join }).click();
  await expect(page.getByRole('toolbar', { name: words.controls })).toBeVisible();
}

/** The other side's <video> shows frames: a size, and a playback time that moves on. */
export async function expectRemoteVideoPlaying(page: Page) {
  const remote = page.getByTestId('remote-video');
  await expect(remote).toBeVisible();
  await expect
    .poll(() => remote.evaluate((video) => (video as HTMLVideoElement).videoWidth))
    .toBeGreaterThan(0);
  const first = await remote.evaluate((video) => (video as HTMLVideoElement).currentTime);
  await expect
    .poll(() => remote.evaluate((video) => (video as HTMLVideoElement).currentTime))
    .toBeGreaterThan(first);
}

/**
 * The room also sharing a screen: `--use-fake-ui-for-media-stream` answers getDisplayMedia with
 * the fake device's screen (1280×720, no picker). It also accepts every camera prompt, so a
 * context without permission is no longer refused: suites of a blocked camera use the options above.
 */
export const ROOM_SHARE_LAUNCH_OPTIONS = {
  ...ROOM_LAUNCH_OPTIONS,
  args: [...ROOM_LAUNCH_OPTIONS.args, '--use-fake-ui-for-media-stream'],
};

/**
 * The access token a room page reads when it opens (GET /meets/{id}): call before its `goto`. The
 * room counts down to this token's `exp`, which the api issues in real time (a video server checks
 * it against its own clock): real now plus what is left of the meeting on the api's clock.
 */
export async function roomTokenOf(page: Page, meetingId: number): Promise<string> {
  const answer = await page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === `/api/v1/meets/${meetingId}`,
  );
  // The room's own read of the meeting, as the api answered it.
  const { data } = (await answer.json()) as RouteAnswer<typeof meetingApi.one>;
  if (!data.access_token) throw new Error(`no access token for meeting ${meetingId}`);
  return data.access_token;
}

/**
 * Sets a room page's clock (`page.clock.install()` before its first navigation: real time) to
 * `seconds` before the end of its `token`: its countdown reaches zero that much later. Not
 * `browserOnApiClock`: the token's end is in real time, so a page on the api's moved clock would
 * see it in its past and end the call as soon as it joins.
 */
export async function countdownAt(page: Page, token: string, seconds: number): Promise<void> {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  await page.clock.setSystemTime(exp * 1000 - seconds * 1000);
}
