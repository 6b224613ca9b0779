import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionState, DisconnectReason, MediaDeviceFailure } from 'livekit-client';
import { currentUrl, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, paths } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Room from './Room.tsx';
import { livekit } from './test/fakeLivekit.tsx';
import { aMeeting, customer, MEETING_ID, MEETINGS, ROOM_URL, roomApi, tokenFor } from './test/room.ts';

vi.mock('@livekit/components-react', () => import('./test/fakeLivekit.tsx'));

function renderRoom(api = roomApi(), locale: Locale = 'en') {
  const view = renderWithShell(<Room meetingId={MEETING_ID} meetingsPath={MEETINGS} />, {
    api,
    locale,
    session: customer,
    url: ROOM_URL,
  });
  return {
    ...view,
    api,
    user: userEvent.setup({
      advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
    }),
  };
}

/** From the start screen through the hair check to 'joining'. */
async function joinCall(setup = renderRoom()) {
  await setup.user.click(await screen.findByRole('button', { name: 'Click to start a call' }));
  await setup.user.click(screen.getByRole('button', { name: 'Join call' }));
  return setup;
}

beforeEach(() => livekit.reset());
afterEach(() => vi.useRealTimers());

describe('the video room', () => {
  it('idle: starts a call, or goes back to the meetings; asks to allow camera and microphone', async () => {
    renderRoom();
    expect(await screen.findByRole('button', { name: 'Click to start a call' })).toBeTruthy();
    expect(screen.getByText(/Allow the browser to use your camera and microphone/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exit to my meetings' }).getAttribute('href')).toBe(MEETINGS);
  });

  it('hair check: name, microphone, speakers and camera from the devices, a level meter; back to start', async () => {
    const { user } = renderRoom();
    await user.click(await screen.findByRole('button', { name: 'Click to start a call' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ana Ruiz');
    expect((screen.getByRole('combobox', { name: 'Microphone' }) as HTMLInputElement).value).toBe(
      'Desk microphone',
    );
    expect((screen.getByRole('combobox', { name: 'Speakers' }) as HTMLInputElement).value).toBe('Speakers');
    expect((screen.getByRole('combobox', { name: 'Camera' }) as HTMLInputElement).value).toBe('Front camera');
    expect(screen.getByRole('progressbar', { name: 'Microphone level' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to start' }));
    expect(screen.getByRole('button', { name: 'Click to start a call' })).toBeTruthy();
  });

  it('joining, then joined: waiting for others, then their video; the own small view', async () => {
    await joinCall();
    expect(screen.getByText('Joining the call…')).toBeTruthy();
    act(() => livekit.connect());
    expect(screen.getByText('Waiting for others')).toBeTruthy();
    expect(screen.getByTestId('self-video').getAttribute('aria-label')).toBe('Ana Ruiz');
    act(() => livekit.otherJoins('Eva Lindqvist'));
    expect(screen.queryByText('Waiting for others')).toBeNull();
    expect(screen.getByTestId('remote-video').getAttribute('aria-label')).toBe('Eva Lindqvist');
  });

  it('controls: camera, microphone and screen share toggles tell their state; leave goes back to the start', async () => {
    const { user, api } = await joinCall();
    act(() => livekit.connect());
    const controls = screen.getByRole('toolbar', { name: 'Call controls' });
    const camera = within(controls).getByRole('button', { name: 'Camera' });
    expect(camera.getAttribute('aria-pressed')).toBe('true');
    await user.click(camera);
    expect(camera.getAttribute('aria-pressed')).toBe('false');
    expect(within(controls).getByRole('button', { name: 'Microphone' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(controls).getByRole('button', { name: 'Leave' }));
    expect(livekit.room.disconnect).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Click to start a call' })).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('chat (a drawer on small screens): sends and shows messages with the countdown', async () => {
    const { user } = await joinCall();
    act(() => livekit.connect());
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chat' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Message' }), 'Hello Eva');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(within(drawer).getByText('Hello Eva')).toBeTruthy();
    act(() => livekit.receive('Hi Ana'));
    expect(within(drawer).getByText('Hi Ana')).toBeTruthy();
    expect(within(drawer).getByText('Eva Lindqvist')).toBeTruthy();
    expect(within(drawer).getByRole('timer').textContent).toMatch(/^(29:5\d|30:00)$/);
  });

  it('countdown: at zero the finish flag, 6 s later the call is left, reported finished, and the list opens for feedback', async () => {
    // Ten seconds of call; joining may take a few real seconds on a busy machine (useCountdown's
    // own test pins the exact grace).
    const api = roomApi(aMeeting(tokenFor(10)));
    const setup = renderRoom(api);
    await joinCall(setup);
    vi.useFakeTimers();
    act(() => livekit.connect());
    expect(screen.getByRole('timer').textContent).toMatch(/^00:(0\d|10)$/);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getAllByText('Time is up. The call ends in a few seconds.').length).toBeGreaterThan(0);
    expect(livekit.room.disconnect).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(6_000));
    expect(livekit.room.disconnect).toHaveBeenCalled();
    expect(api.put).toHaveBeenCalledWith(paths.meetFinish(MEETING_ID));
    expect(`${currentUrl().pathname}${currentUrl().search}`).toBe(`${MEETINGS}?feedback=${MEETING_ID}`);
  });

  it('an extension paid (the socket says so): the countdown grows, the call stays on the token it joined with', async () => {
    const joinedWith = tokenFor(240);
    const api = roomApi(aMeeting(joinedWith));
    const setup = await joinCall(renderRoom(api));
    act(() => livekit.connect());
    expect(screen.getByRole('timer').textContent).toMatch(/^0[34]:\d\d$/);
    const later = tokenFor(19 * 60);
    api.get.mockImplementation(async (path: string) =>
      path === paths.videoConfig ? { data: { url: 'wss://video.test' } } : { data: aMeeting(later) },
    );
    act(() => setup.realtime.publish({ type: 'meeting.extended', meet_id: MEETING_ID, ends_at: '' }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^1[89]:\d\d$/));
    expect(new Set(livekit.tokens)).toEqual(new Set([joinedWith]));
    expect(screen.getByRole('toolbar', { name: 'Call controls' })).toBeTruthy();
    // After the socket was down, the meeting is read again (what it missed).
    api.get.mockClear();
    act(() => setup.realtime.reconnected());
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(paths.meet(MEETING_ID)));
    // Another meeting's extension changes nothing.
    api.get.mockClear();
    act(() => setup.realtime.publish({ type: 'meeting.extended', meet_id: 7, ends_at: '' }));
    expect(api.get).not.toHaveBeenCalled();
  });

  it('the meeting read again failing (it just ended) leaves the open call alone', async () => {
    const api = roomApi();
    const setup = await joinCall(renderRoom(api));
    act(() => livekit.connect());
    api.get.mockImplementation(async (path: string) => {
      if (path === paths.videoConfig) return { data: { url: 'wss://video.test' } };
      throw new ApiError(404, null, 'Not found.');
    });
    act(() => setup.realtime.reconnected());
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(paths.meet(MEETING_ID)));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('toolbar', { name: 'Call controls' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The call is not available' })).toBeNull();
  });

  it.each([DisconnectReason.ROOM_DELETED, DisconnectReason.PARTICIPANT_REMOVED])(
    'the server closing the room at its end (%s) ends the call the same way',
    async (reason) => {
      const { api } = await joinCall();
      act(() => livekit.connect());
      await act(async () => livekit.disconnect(reason));
      expect(api.put).toHaveBeenCalledWith(paths.meetFinish(MEETING_ID));
      expect(`${currentUrl().pathname}${currentUrl().search}`).toBe(`${MEETINGS}?feedback=${MEETING_ID}`);
    },
  );

  it("sound the browser held back plays after 'Play sound'", async () => {
    const { user } = await joinCall();
    act(() => livekit.connect());
    act(() => livekit.setAudioAllowed(false));
    expect(screen.getByText("Your browser paused the call's sound.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play sound' }));
    expect(screen.queryByText("Your browser paused the call's sound.")).toBeNull();
  });

  it('a connection lost for good (reconnection given up) shows the error view', async () => {
    const { api } = await joinCall();
    act(() => livekit.connect());
    act(() => livekit.disconnect(DisconnectReason.SIGNAL_CLOSE));
    expect(screen.getByText('Room could not be created.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('reconnecting: told while the network is lost, and the call goes on when it is back', async () => {
    await joinCall();
    act(() => livekit.connect());
    act(() => livekit.otherJoins());
    act(() => livekit.setConnection(ConnectionState.Reconnecting));
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    act(() => livekit.setConnection(ConnectionState.Connected));
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.getByTestId('remote-video')).toBeTruthy();
  });

  it('camera or mic blocked in the hair check: try again goes back to it; a reload is offered', async () => {
    const { user } = renderRoom();
    livekit.failPreview(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    await user.click(await screen.findByRole('button', { name: 'Click to start a call' }));
    expect(await screen.findByRole('heading', { name: 'Camera or mic blocked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    livekit.reset();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Join call' })).toBeTruthy();
  });

  it('camera or mic blocked while joining', async () => {
    await joinCall();
    act(() => livekit.deviceFailure(MediaDeviceFailure.PermissionDenied));
    expect(screen.getByRole('heading', { name: 'Camera or mic blocked' })).toBeTruthy();
  });

  it("error view: someone else's meeting shows the api's message and 'Regresar'", async () => {
    renderRoom(roomApi(new ApiError(404, { message: 'Resource not found' }, 'Resource not found')));
    expect(await screen.findByText('Resource not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe(MEETINGS);
  });

  it("error view: without a token (the meeting is over) 'Room could not be created.'", async () => {
    renderRoom(roomApi(aMeeting(null)));
    expect(await screen.findByText('Room could not be created.')).toBeTruthy();
  });

  it('error view: the connection failing', async () => {
    await joinCall();
    act(() => livekit.fail(new Error('could not establish signal connection')));
    expect(screen.getByText('Room could not be created.')).toBeTruthy();
  });

  it('in Spanish: every state', async () => {
    const { user } = renderRoom(roomApi(), 'es');
    await user.click(await screen.findByRole('button', { name: 'Haz clic para iniciar una llamada' }));
    expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Micrófono' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Altavoces' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unirse a la llamada' }));
    act(() => livekit.connect());
    expect(screen.getByText('Esperando a los demás')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Controles de la llamada' })).toBeTruthy();
    act(() => livekit.setConnection(ConnectionState.Reconnecting));
    expect(screen.getByText('Reconectando…')).toBeTruthy();
    act(() => livekit.deviceFailure(MediaDeviceFailure.PermissionDenied));
    expect(screen.getByRole('heading', { name: 'Cámara o micrófono bloqueados' })).toBeTruthy();
  });
});
