import {
  type MediaStreamTrack,
  PictureLossIndication,
  type RTCRtpReceiver,
  type RTCRtpSender,
  RtcpPayloadSpecificFeedback,
  type RtpPacket,
} from 'werift';
import { isVp8KeyFrame, packetForSubscriber } from './media.ts';

// livekit-client names its simulcast layers q (low), h (medium), f (full); no RID means one layer.
const LAYER_RANK: Record<string, number> = { q: 0, h: 1, f: 2 };
const LAYER_IDLE_MS = 1500;
const KEYFRAME_REQUEST_INTERVAL_MS = 500;
/** RTCP payload-specific feedback format of a full intra request (RFC 5104). */
const FIR_FORMAT = 4;

interface Layer {
  rid: string;
  ssrc?: number;
  lastPacketAt: number;
  lastKeyFrameRequestAt: number;
}

/** One subscriber of a track: it receives one layer, and moves to another only on that layer's key frame. */
export interface Subscription {
  readonly sender: RTCRtpSender;
  current?: string;
  target?: string;
}

/** The media of one published track: its layers as they arrive, and the subscribers it is forwarded to. */
export class TrackForwarder {
  private readonly layers = new Map<string, Layer>();
  private readonly subscriptions = new Set<Subscription>();
  private receiver?: RTCRtpReceiver;

  readonly kind: 'audio' | 'video';
  private readonly now: () => number;

  constructor(kind: 'audio' | 'video', now: () => number = Date.now) {
    this.kind = kind;
    this.now = now;
  }

  /** Starts reading one incoming track (one simulcast layer, or the whole track). */
  attach(receiver: RTCRtpReceiver, track: MediaStreamTrack): void {
    this.receiver = receiver;
    const rid = track.rid ?? '';
    track.onReceiveRtp.subscribe((packet) => this.onPacket(rid, packet));
  }

  subscribe(sender: RTCRtpSender): Subscription {
    const subscription: Subscription = { sender };
    this.subscriptions.add(subscription);
    sender.onRtcp.subscribe((packet) => {
      // A subscriber's picture loss indication (or FIR) asks for a key frame of the layer it receives;
      // throttled, because every key frame is a burst that, on a busy machine, causes the next losses.
      if (!(packet instanceof RtcpPayloadSpecificFeedback) || subscription.current === undefined) return;
      const feedback = packet.feedback;
      if (feedback instanceof PictureLossIndication || feedback.count === FIR_FORMAT) {
        this.requestKeyFrame(subscription.current);
      }
    });
    const best = this.bestLayer();
    if (best !== undefined) this.retarget(subscription, best);
    return subscription;
  }

  unsubscribe(subscription: Subscription): void {
    this.subscriptions.delete(subscription);
  }

  /** The layer subscribers are moved to: the highest one that received packets recently. */
  bestLayer(): string | undefined {
    let best: Layer | undefined;
    const now = this.now();
    for (const layer of this.layers.values()) {
      if (now - layer.lastPacketAt > LAYER_IDLE_MS) continue;
      if (!best || (LAYER_RANK[layer.rid] ?? 0) > (LAYER_RANK[best.rid] ?? 0)) best = layer;
    }
    return best?.rid;
  }

  requestKeyFrame(rid: string, force = false): void {
    const layer = this.layers.get(rid);
    if (this.kind !== 'video' || !layer?.ssrc || !this.receiver) return;
    const now = this.now();
    if (!force && now - layer.lastKeyFrameRequestAt < KEYFRAME_REQUEST_INTERVAL_MS) return;
    layer.lastKeyFrameRequestAt = now;
    this.receiver.sendRtcpPLI(layer.ssrc).catch(() => {});
  }

  private retarget(subscription: Subscription, rid: string) {
    if (subscription.target === rid) return;
    subscription.target = rid;
    if (subscription.current !== rid) this.requestKeyFrame(rid, true);
  }

  onPacket(rid: string, packet: RtpPacket): void {
    let layer = this.layers.get(rid);
    if (!layer) {
      layer = { rid, lastPacketAt: 0, lastKeyFrameRequestAt: 0 };
      this.layers.set(rid, layer);
    }
    layer.ssrc = packet.header.ssrc;
    layer.lastPacketAt = this.now();
    const best = this.bestLayer() ?? rid;
    const keyFrame = this.kind === 'audio' || isVp8KeyFrame(packet.payload);
    for (const subscription of this.subscriptions) {
      if (subscription.target !== best) this.retarget(subscription, best);
      if (rid === subscription.target && rid !== subscription.current) {
        if (!keyFrame) {
          this.requestKeyFrame(rid);
          continue;
        }
        // The sender rewrites sequence numbers and timestamps so the new layer continues the old stream.
        if (subscription.current !== undefined) subscription.sender.replaceRTP(packet.header, true);
        subscription.current = rid;
      }
      if (rid !== subscription.current) continue;
      subscription.sender.sendRtp(packetForSubscriber(packet)).catch(() => {});
    }
  }
}
