// Runs in Chromium: joins a room with livekit-client, chats through @livekit/components-react, and reports
// what the test and the benchmark observe.
import {
  ConnectionError,
  DisconnectReason,
  type LocalTrack,
  type RemoteTrack,
  Room,
  RoomEvent,
  Track,
} from 'livekit-client';
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
  /**
   * The remote video tracks subscribed now, by source (`camera`, `screen_share`): their picture as
   * the video element shows it. A track unpublished by the other side leaves.
   */
  remoteVideoBySource: Record<string, { sid: string; width: number; height: number; frames: number }>;
  /** The sources of the tracks the other participants publish now (`camera`, `microphone`, `screen_share`…). */
  remoteSources: string[];
}

let room: Room | undefined;
let sendChat: SendChat | undefined;
let firstFrameAt: number | undefined;
let connectStartedAt = 0;
const remoteTracks: RemoteTrack[] = [];
const videoElements: HTMLVideoElement[] = [];
/** The element of each subscribed remote video track, by track sid. */
const videoBySid = new Map<string, { source: string; element: HTMLVideoElement }>();
/** What this page shares as its screen: a canvas that keeps drawing, and its audio if asked. */
let screenShare: { tracks: LocalTrack[]; stop(): void } | undefined;
const observed: Observed = {
  videoDecoded: { frames: 0, keyFrames: 0, freezes: 0 },
  remoteAudioPackets: 0,
  messages: [],
  remoteIdentities: [],
  remoteVideoBySource: {},
  remoteSources: [],
};

function watchVideo(track: RemoteTrack) {
  const element = track.attach() as HTMLVideoElement;
  element.muted = true;
  document.body.append(element);
  videoElements.push(element);
  if (track.sid) videoBySid.set(track.sid, { source: track.source, element });
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
    room.on(RoomEvent.TrackUnsubscribed, (track) => {
      const index = remoteTracks.indexOf(track);
      if (index >= 0) remoteTracks.splice(index, 1);
      const shown = track.sid ? videoBySid.get(track.sid) : undefined;
      if (!shown || !track.sid) return;
      videoBySid.delete(track.sid);
      track.detach(shown.element);
      shown.element.remove();
      const element = videoElements.indexOf(shown.element);
      if (element >= 0) videoElements.splice(element, 1);
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
  /**
   * Shares a "screen" as a real one would reach LiveKit: a video track published with source
   * ScreenShare (a canvas that keeps changing, since headless Chromium has no screen to capture
   * without a user gesture), and with `withAudio` a second audio track (ScreenShareAudio).
   */
  async shareScreen(withAudio = false): Promise<void> {
    if (!room) throw new Error('not joined');
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 540;
    const context = canvas.getContext('2d');
    let tick = 0;
    const draw = () => {
      if (!context) return;
      tick += 1;
      context.fillStyle = `hsl(${(tick * 7) % 360} 60% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.font = '48px sans-serif';
      context.fillText(`slide ${tick}`, 40, 100);
    };
    draw();
    const timer = setInterval(draw, 66);
    const [video] = canvas.captureStream(15).getVideoTracks();
    if (!video) throw new Error('no canvas track');
    const tracks: LocalTrack[] = [];
    const published = await room.localParticipant.publishTrack(video, {
      source: Track.Source.ScreenShare,
      name: 'screen',
    });
    if (published.track) tracks.push(published.track);
    let audioContext: AudioContext | undefined;
    if (withAudio) {
      audioContext = new AudioContext();
      const oscillator = audioContext.createOscillator();
      const destination = audioContext.createMediaStreamDestination();
      oscillator.connect(destination);
      oscillator.start();
      const [audio] = destination.stream.getAudioTracks();
      if (audio) {
        const sound = await room.localParticipant.publishTrack(audio, {
          source: Track.Source.ScreenShareAudio,
          name: 'screen-audio',
        });
        if (sound.track) tracks.push(sound.track);
      }
    }
    screenShare = {
      tracks,
      stop() {
        clearInterval(timer);
        void audioContext?.close();
      },
    };
  },
  /** Stops sharing: the screen's tracks unpublished (and stopped), as livekit-client's setScreenShareEnabled(false) does. */
  async stopScreenShare(): Promise<void> {
    if (!room || !screenShare) return;
    for (const track of screenShare.tracks) await room.localParticipant.unpublishTrack(track, true);
    screenShare.stop();
    screenShare = undefined;
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
    observed.remoteVideoBySource = {};
    for (const [sid, { source, element }] of videoBySid) {
      observed.remoteVideoBySource[source] = {
        sid,
        width: element.videoWidth,
        height: element.videoHeight,
        frames: element.getVideoPlaybackQuality().totalVideoFrames,
      };
    }
    observed.remoteSources = [...(room?.remoteParticipants.values() ?? [])]
      .flatMap((participant) => [...participant.trackPublications.values()].map((pub) => pub.source))
      .sort();
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
