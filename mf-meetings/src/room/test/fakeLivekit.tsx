/**
 * A stand-in for `@livekit/components-react` at the module boundary (`vi.mock`), driven by the
 * tests through `livekit`: what the hooks answer, and the room's events (connected, reconnecting,
 * disconnected by the server, a refused device).
 */
import type { ReceivedChatMessage, TrackReferenceOrPlaceholder } from '@livekit/components-react';
import {
  ConnectionState,
  type DisconnectReason,
  type MediaDeviceFailure,
  type Participant,
  Track,
} from 'livekit-client';
import { type ReactNode, useEffect, useSyncExternalStore, type VideoHTMLAttributes } from 'react';
import { vi } from 'vitest';

interface RoomCallbacks {
  onConnected?: () => void;
  onDisconnected?: (reason?: DisconnectReason) => void;
  onError?: (error: Error) => void;
  onMediaDeviceFailure?: (failure?: MediaDeviceFailure) => void;
}

interface FakeState {
  connection: ConnectionState;
  tracks: TrackReferenceOrPlaceholder[];
  remotes: Participant[];
  messages: ReceivedChatMessage[];
  enabled: Record<string, boolean>;
  devices: Record<string, MediaDeviceInfo[]>;
  previewError: Error | null;
  canPlayAudio: boolean;
}

const initial = (): FakeState => ({
  connection: ConnectionState.Disconnected,
  tracks: [],
  remotes: [],
  messages: [],
  enabled: {
    [Track.Source.Camera]: true,
    [Track.Source.Microphone]: true,
    [Track.Source.ScreenShare]: false,
  },
  devices: {
    audioinput: [device('mic-1', 'audioinput', 'Desk microphone'), device('mic-2', 'audioinput', 'Headset')],
    audiooutput: [device('spk-1', 'audiooutput', 'Speakers')],
    videoinput: [device('cam-1', 'videoinput', 'Front camera')],
  },
  previewError: null,
  canPlayAudio: true,
});

function device(deviceId: string, kind: MediaDeviceKind, label: string): MediaDeviceInfo {
  return { deviceId, kind, label, groupId: 'g', toJSON: () => ({}) } as MediaDeviceInfo;
}

let state = initial();
let callbacks: RoomCallbacks = {};
const listeners = new Set<() => void>();
const update = (change: Partial<FakeState>) => {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
};
const useFake = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );

const room = { disconnect: vi.fn(async () => {}) };

function participant(identity: string, name: string, isLocal: boolean): Participant {
  return { identity, name, isLocal } as Participant;
}

function cameraOf(who: Participant): TrackReferenceOrPlaceholder {
  return {
    participant: who,
    source: Track.Source.Camera,
    publication: { isMuted: false, kind: Track.Kind.Video },
  } as unknown as TrackReferenceOrPlaceholder;
}

/** The tests' handle on the fake. */
export const livekit = {
  room,
  /** The token of each render of LiveKitRoom (a change would make the real one connect again). */
  tokens: [] as string[],
  /** Forgets everything (call in beforeEach). */
  reset() {
    state = initial();
    callbacks = {};
    room.disconnect.mockClear();
    livekit.tokens = [];
  },
  /** The room is joined, with this side's camera on. */
  connect() {
    const self = participant('user-1', 'Ana Ruiz', true);
    update({ connection: ConnectionState.Connected, tracks: [cameraOf(self)] });
    callbacks.onConnected?.();
  },
  /** The other side joins with their camera on. */
  otherJoins(name = 'Eva Lindqvist') {
    const other = participant('user-2', name, false);
    update({ remotes: [other], tracks: [...state.tracks, cameraOf(other)] });
  },
  setConnection(connection: ConnectionState) {
    update({ connection });
  },
  /** The server disconnects this side (e.g. the room closed at its end). */
  disconnect(reason: DisconnectReason) {
    update({ connection: ConnectionState.Disconnected });
    callbacks.onDisconnected?.(reason);
  },
  fail(error: Error) {
    callbacks.onError?.(error);
  },
  deviceFailure(failure: MediaDeviceFailure) {
    callbacks.onMediaDeviceFailure?.(failure);
  },
  /** The next preview (hair check) fails with this error. */
  failPreview(error: Error) {
    update({ previewError: error });
  },
  receive(text: string, from = 'Eva Lindqvist') {
    const message = {
      id: `m${state.messages.length}`,
      timestamp: Date.now(),
      message: text,
      from: participant('user-2', from, false),
    } as ReceivedChatMessage;
    update({ messages: [...state.messages, message] });
  },
  /** The browser blocks (false) or allows the call's sound. */
  setAudioAllowed(allowed: boolean) {
    update({ canPlayAudio: allowed });
  },
  get enabled() {
    return state.enabled;
  },
};

export function LiveKitRoom({
  children,
  ...props
}: RoomCallbacks & { children?: ReactNode; token?: string }) {
  callbacks = props;
  livekit.tokens.push(props.token ?? '');
  return <div data-testid="livekit-room">{children}</div>;
}

export function RoomAudioRenderer() {
  return null;
}

export function VideoTrack({
  trackRef,
  ...props
}: VideoHTMLAttributes<HTMLVideoElement> & { trackRef?: TrackReferenceOrPlaceholder }) {
  return <video {...props} data-identity={trackRef?.participant.identity} />;
}

export const isTrackReference = (ref: TrackReferenceOrPlaceholder | undefined) => Boolean(ref?.publication);

export const useRoomContext = () => room;
export function useAudioPlayback() {
  const { canPlayAudio } = useFake();
  return { canPlayAudio, startAudio: async () => update({ canPlayAudio: true }) };
}
export const useConnectionState = () => useFake().connection;
export const useTracks = () => useFake().tracks;
export const useRemoteParticipants = () => useFake().remotes;

export function useTrackToggle({ source }: { source: Track.Source }) {
  const { enabled } = useFake();
  return {
    enabled: enabled[source] ?? false,
    pending: false,
    toggle: async () => update({ enabled: { ...state.enabled, [source]: !state.enabled[source] } }),
    track: undefined,
    buttonProps: {},
  };
}

export function useChat() {
  const { messages } = useFake();
  return {
    chatMessages: messages,
    isSending: false,
    send: async (text: string) => {
      const message = {
        id: `m${state.messages.length}`,
        timestamp: Date.now(),
        message: text,
        from: participant('user-1', 'Ana Ruiz', true),
      } as ReceivedChatMessage;
      update({ messages: [...state.messages, message] });
      return message;
    },
  };
}

export function useMediaDeviceSelect({ kind }: { kind: MediaDeviceKind }) {
  const { devices } = useFake();
  return {
    devices: devices[kind] ?? [],
    activeDeviceId: '',
    className: '',
    setActiveMediaDevice: async () => {},
  };
}

export function usePreviewTracks(_options: unknown, onError?: (error: Error) => void) {
  const { previewError } = useFake();
  useEffect(() => {
    if (previewError) onError?.(previewError);
  }, [previewError, onError]);
  return [];
}
