// Runs in Chromium: joins a room with livekit-client, chats through @livekit/components-react, and reports
// what the test and the benchmark observe.
import { ConnectionError, DisconnectReason, type RemoteTrack, Room, RoomEvent, Track } from 'livekit-client';
import { mountChat, type SendChat, type ShownMessage, shownMessages } from './chat.tsx';

interface Observed {
  remoteVideo?: { width: number; height: number; frames: number };
  /** From WebRTC statistics of the remote video: frames decoded, key frames among them. */
  videoDecoded: { frames: number; keyFrames: number; freezes: number };
  remoteAudioPackets: number;
  /** What the components' chat list shows. */
  messages: ShownMessage[];
  remoteIdentities: string[];
  /** Why and when (epoch ms) the room disconnected. */
  disconnected?: { reason: string; at: number };
}

let room: Room | undefined;
let sendChat: SendChat | undefined;
let firstFrameAt: number | undefined;
let connectStartedAt = 0;
const remoteTracks: RemoteTrack[] = [];
const videoElements: HTMLVideoElement[] = [];
const observed: Observed = {
  videoDecoded: { frames: 0, keyFrames: 0, freezes: 0 },
  remoteAudioPackets: 0,
  messages: [],
  remoteIdentities: [],
};

function watchVideo(track: RemoteTrack) {
  const element = track.attach() as HTMLVideoElement;
  element.muted = true;
  document.body.append(element);
  videoElements.push(element);
  element.requestVideoFrameCallback(() => {
    firstFrameAt ??= performance.now();
  });
}

interface InboundStats {
  type: string;
  packetsReceived?: number;
  framesDecoded?: number;
  keyFramesDecoded?: number;
  freezeCount?: number;
}

async function inbound(kind: Track.Kind): Promise<InboundStats[]> {
  const found: InboundStats[] = [];
  for (const track of remoteTracks) {
    if (track.kind !== kind) continue;
    const report = await track.getRTCStatsReport();
    report?.forEach((stat: InboundStats) => {
      if (stat.type === 'inbound-rtp') found.push(stat);
    });
  }
  return found;
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
    room.on(RoomEvent.Disconnected, (reason) => {
      const name = reason === undefined ? 'UNKNOWN_REASON' : DisconnectReason[reason];
      observed.disconnected = { reason: name ?? String(reason), at: Date.now() };
    });
    const chat = document.createElement('section');
    document.body.append(chat);
    sendChat = await mountChat(room, chat);
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
    if (!sendChat) throw new Error('not joined');
    await sendChat(text);
  },
  async observe(): Promise<Observed> {
    const audio = await inbound(Track.Kind.Audio);
    observed.remoteAudioPackets = audio.reduce((sum, stat) => sum + (stat.packetsReceived ?? 0), 0);
    observed.messages = shownMessages();
    const video = await inbound(Track.Kind.Video);
    observed.videoDecoded = {
      frames: video.reduce((sum, stat) => sum + (stat.framesDecoded ?? 0), 0),
      keyFrames: video.reduce((sum, stat) => sum + (stat.keyFramesDecoded ?? 0), 0),
      freezes: video.reduce((sum, stat) => sum + (stat.freezeCount ?? 0), 0),
    };
    const element = videoElements[0];
    if (element) {
      observed.remoteVideo = {
        width: element.videoWidth,
        height: element.videoHeight,
        frames: element.getVideoPlaybackQuality().totalVideoFrames,
      };
    }
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
