import type { Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { DEMO_EXPERT, signInDemoExpert } from './support/experts.ts';
import { bookMeeting } from './support/meetings.ts';
import { expectRemoteVideoPlaying, joinCall, ROOM_LAUNCH_OPTIONS, roomContext } from './support/room.ts';

test.use({ launchOptions: ROOM_LAUNCH_OPTIONS });

const newContext = (browser: Browser, baseURL: string | undefined, devices: boolean, width = 1280) =>
  roomContext(browser, baseURL, { devices, width });

/**
 * The page's signalling connection to the video server (LiveKit's /rtc WebSocket) through
 * Playwright, so a test can cut it: `drop()` closes it as a lost network would; livekit-client
 * then reconnects on its own.
 */
async function signallingLink(page: Page) {
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/rtc(\/v1)?(\?|$)/, (socket) => {
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    async drop() {
      const sockets = [...open];
      open.clear();
      await Promise.all(sockets.map((socket) => socket.close({ code: 4000, reason: 'network down' })));
    },
  };
}

/** Resolves to true once `text` has been shown on the page, however briefly. */
async function watchFor(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const seen = window as unknown as { __seen?: Set<string> };
    seen.__seen ??= new Set();
    const check = () => {
      if (document.body.textContent?.includes(wanted)) seen.__seen?.add(wanted);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
  return () =>
    page.evaluate(
      (wanted) => Boolean((window as unknown as { __seen?: Set<string> }).__seen?.has(wanted)),
      text,
    );
}

test('a customer and the expert meet in the room: each sees the other, the chat crosses; a blocked camera and a foreign room are told', {
  tag: '@mf-meetings',
}, async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    // The customer books the demo expert two weeks after her next free date (other suites book
    // her nearer hours) and opens the room from the meetings' address.
    const customerContext = await newContext(browser, baseURL, true);
    contexts.push(customerContext);
    const customer = await customerContext.newPage();
    const network = await signallingLink(customer);
    await signUp(customer);
    await saveVisa(customer);
    const meeting = await bookMeeting(customer, await anExpert(customer.request), 14);

    const expertContext = await newContext(browser, baseURL, true);
    contexts.push(expertContext);
    const expert = await expertContext.newPage();
    await signInDemoExpert(expert);

    await customer.goto(`/customer/app/meetings/room/${meeting.id}`);
    await expect(customer.getByRole('link', { name: 'Exit to my meetings' })).toHaveAttribute(
      'href',
      '/customer/app/meetings',
    );
    await expectAccessible(customer);
    await joinCall(customer);
    await expect(customer.getByText('Waiting for others')).toBeVisible();

    await expert.goto(`/experts/app/meetings/room/${meeting.id}`);
    await joinCall(expert, 'keyboard');

    await expectRemoteVideoPlaying(expert);
    await expectRemoteVideoPlaying(customer);
    await expect(expert.getByTestId('remote-video')).toHaveAccessibleName(/\S/);
    await expect(customer.getByTestId('remote-video')).toHaveAccessibleName(
      `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`,
    );
    await expect(customer.getByRole('timer')).toHaveText(/^(\d+d )?\d+:\d\d(:\d\d)?$/);

    // The chat crosses both ways (a side panel at this width).
    await customer.getByRole('textbox', { name: 'Message' }).fill('Hello from the customer');
    await customer.getByRole('button', { name: 'Send' }).click();
    await expect(expert.getByRole('log', { name: 'Chat messages' })).toContainText('Hello from the customer');
    await expert.getByRole('textbox', { name: 'Message' }).fill('Hello from the expert');
    await expert.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(customer.getByRole('log', { name: 'Chat messages' })).toContainText('Hello from the expert');

    // The camera toggle tells its state.
    const camera = customer.getByRole('button', { name: 'Camera', exact: true });
    await expect(camera).toHaveAttribute('aria-pressed', 'true');
    await customer.screenshot({ path: test.info().outputPath('room-customer.png') });
    await expert.screenshot({ path: test.info().outputPath('room-expert.png') });
    await expectAccessible(customer);

    // A short loss of the customer's network: 'Reconnecting…', then the call goes on in the page.
    const sawReconnecting = await watchFor(customer, 'Reconnecting…');
    await network.drop();
    await expect.poll(sawReconnecting).toBe(true);
    await expect(customer.getByText('Reconnecting…')).toBeHidden({ timeout: 30_000 });
    await expect(customer).toHaveURL(new RegExp(`/customer/app/meetings/room/${meeting.id}$`));
    // Both sides see each other again (the local stand-in answers a resume with a leave: the
    // customer rejoins from scratch and publishes new tracks, which reach the expert).
    await expectRemoteVideoPlaying(customer);
    await expectRemoteVideoPlaying(expert);

    // Someone without camera permission (at 375 px) is told it is blocked.
    const blockedContext = await newContext(browser, baseURL, false, 375);
    contexts.push(blockedContext);
    const blocked = await blockedContext.newPage();
    await signUp(blocked);
    await blocked.goto(`/customer/app/meetings/room/${meeting.id}`);
    // Not this customer's meeting: the error view, with the way back.
    await expect(blocked.getByRole('heading', { name: 'The call is not available' })).toBeVisible();
    await expect(blocked.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '/customer/app/meetings',
    );
    await blocked.screenshot({ path: test.info().outputPath('room-foreign.png') });
    await expectAccessible(blocked);

    // The customer's own room, from a browser without camera permission.
    const ownBlocked = await customerContext.browser()?.newContext({
      baseURL,
      locale: 'en-US',
      viewport: { width: 375, height: 800 },
      storageState: await customerContext.storageState(),
    });
    if (!ownBlocked) throw new Error('no browser');
    contexts.push(ownBlocked);
    const third = await ownBlocked.newPage();
    await third.goto(`/customer/app/meetings/room/${meeting.id}`);
    await third.getByRole('button', { name: 'Click to start a call' }).click();
    await expect(third.getByRole('heading', { name: 'Camera or mic blocked' })).toBeVisible();
    await expect(third.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(third.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await third.screenshot({ path: test.info().outputPath('room-blocked-375.png') });
    await expectAccessible(third);

    // At 375 px the expert's call keeps its controls; the chat is a drawer with the countdown.
    await expert.setViewportSize({ width: 375, height: 800 });
    await expert.getByRole('button', { name: 'Chat', exact: true }).click();
    const drawer = expert.getByRole('dialog', { name: 'Chat' });
    await expect(drawer.getByRole('timer')).toBeVisible();
    await expect(drawer.getByRole('log', { name: 'Chat messages' })).toContainText('Hello from the customer');
    await expert.screenshot({
      path: test.info().outputPath('room-expert-chat-375.png'),
      animations: 'disabled',
    });
    await expert.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expert.screenshot({ path: test.info().outputPath('room-expert-375.png') });

    // Leave: back to the start screen.
    await customer.getByRole('button', { name: 'Leave' }).click();
    await expect(customer.getByRole('button', { name: 'Click to start a call' })).toBeVisible();
    await expect(expert.getByText('Waiting for others')).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
