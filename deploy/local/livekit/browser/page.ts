// Runs in Chromium: joins a room with livekit-client and reports what the test and the benchmark observe.
import { ConnectionError, type RemoteTrack, Room, RoomEvent, Track } from 'livekit-client';

interface Observed {
  remoteVideo?: { width: number; height: number; frames: number };
  remoteAudioPackets: number;
  messages: string[];
  remoteIdentities: string[];
  disconnected: boolean;
}

let room: Room | undefined;
let firstFrameAt: number | undefined;
let connectStartedAt = 0;
const remoteTracks: RemoteTrack[] = [];
const observed: Observed = { remoteAudioPackets: 0, messages: [], remoteIdentities: [], disconnected: false };

function watchVideo(track: RemoteTrack) {
  const element = track.attach() as HTMLVideoElement;
  element.muted = true;
  document.body.append(element);
  const onFrame = () => {
    firstFrameAt ??= performance.now();
    const quality = element.getVideoPlaybackQuality();
    observed.remoteVideo = {
      width: element.videoWidth,
      height: element.videoHeight,
      frames: quality.totalVideoFrames,
    };
    element.requestVideoFrameCallback(onFrame);
  };
  element.requestVideoFrameCallback(onFrame);
}

async function audioPackets(): Promise<number> {
  let packets = 0;
  for (const track of remoteTracks) {
    if (track.kind !== Track.Kind.Audio) continue;
    const report = await track.getRTCStatsReport();
    report?.forEach((stat: { type: string; packetsReceived?: number }) => {
      if (stat.type === 'inbound-rtp') packets += stat.packetsReceived ?? 0;
    });
  }
  return packets;
}

const api = {
  /** Connects and publishes camera and microphone; answers 'ok' or the refusal's reason. */
  async join(url: string, token: string): Promise<string> {
    room = new Room();
    room.on(RoomEvent.TrackSubscribed, (track) => {
      remoteTracks.push(track);
      if (track.kind === Track.Kind.Video) watchVideo(track);
    });
    room.on(RoomEvent.ParticipantConnected, () => {
      observed.remoteIdentities = [...(room?.remoteParticipants.keys() ?? [])];
    });
    room.on(RoomEvent.Disconnected, () => {
      observed.disconnected = true;
    });
    room.registerTextStreamHandler('lk.chat', async (reader) => {
      observed.messages.push(await reader.readAll());
    });
    connectStartedAt = performance.now();
    try {
      await room.connect(url, token);
    } catch (error) {
      return error instanceof ConnectionError ? `refused: ${error.message}` : `error: ${String(error)}`;
    }
    observed.remoteIdentities = [...room.remoteParticipants.keys()];
    await room.localParticipant.enableCameraAndMicrophone();
    return 'ok';
  },
  async sendChat(text: string) {
    await room?.localParticipant.sendText(text, { topic: 'lk.chat' });
  },
  async observe(): Promise<Observed> {
    observed.remoteAudioPackets = await audioPackets();
    return { ...observed };
  },
  /** Milliseconds from the start of connect to the first decoded remote video frame. */
  firstFrameDelay(): number | undefined {
    return firstFrameAt === undefined ? undefined : firstFrameAt - connectStartedAt;
  },
  async leave() {
    await room?.disconnect();
  },
};

(window as unknown as { video: typeof api }).video = api;
