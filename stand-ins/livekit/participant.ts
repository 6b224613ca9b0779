import {
  type AddTrackRequest,
  DataPacket,
  DisconnectReason,
  LeaveRequest,
  LeaveRequest_Action,
  ParticipantInfo,
  ParticipantInfo_State,
  ParticipantPermission,
  Pong,
  SessionDescription,
  type SignalRequest,
  SignalResponse,
  SignalTarget,
  TrackInfo,
  TrackPublishedResponse,
  TrackSource,
  TrackType,
  TrickleRequest,
} from '@livekit/protocol';
import { MediaStream, type RTCDataChannel, type RTCPeerConnection, type RTCRtpTransceiver } from 'werift';
import { type Subscription, TrackForwarder } from './forwarding.ts';
import { newSid } from './ids.ts';
import { createPublisherConnection, createSubscriberConnection } from './media.ts';
import { inactiveNotRejected, silentMids, withoutRejectedFromBundle } from './sdp.ts';

export interface ParticipantGrant {
  identity: string;
  name: string;
  metadata: string;
  attributes: Record<string, string>;
  canPublish: boolean;
  canSubscribe: boolean;
  canPublishData: boolean;
}

/** What a participant needs from its room. */
export interface RoomLink {
  broadcastUpdate(participant: Participant): void;
  relayData(from: Participant, channel: string, packet: DataPacket): void;
  trackReady(from: Participant, track: PublishedTrack): void;
  trackUnpublished(from: Participant, track: PublishedTrack): void;
  leave(participant: Participant, reason: DisconnectReason): void;
}

export interface PublishedTrack {
  info: TrackInfo;
  cid: string;
  forwarder: TrackForwarder;
  bound: boolean;
}

interface SentTrack {
  transceiver: RTCRtpTransceiver;
  subscription: Subscription;
  forwarder: TrackForwarder;
}

/** One connected client: its signalling session and its two peer connections (publisher, subscriber). */
export class Participant {
  readonly sid = newSid('PA_');
  readonly joinedAtMs = Date.now();
  state = ParticipantInfo_State.JOINING;
  version = 1;
  readonly tracks = new Map<string, PublishedTrack>();
  private publisher?: RTCPeerConnection;
  private subscriber?: RTCPeerConnection;
  private readonly channels = new Map<string, RTCDataChannel>();
  private readonly sent = new Map<string, SentTrack>();
  private offerId = 0;
  private negotiating = false;
  private negotiateAgain = false;
  private closed = false;

  readonly grant: ParticipantGrant;
  private readonly room: RoomLink;
  private readonly send: (response: SignalResponse) => void;
  private readonly closeSignal: () => void;

  constructor(
    grant: ParticipantGrant,
    room: RoomLink,
    send: (response: SignalResponse) => void,
    closeSignal: () => void,
  ) {
    this.grant = grant;
    this.room = room;
    this.send = send;
    this.closeSignal = closeSignal;
  }

  get identity() {
    return this.grant.identity;
  }

  sendSignal(response: SignalResponse) {
    if (!this.closed) this.send(response);
  }

  info(): ParticipantInfo {
    return new ParticipantInfo({
      sid: this.sid,
      identity: this.grant.identity,
      name: this.grant.name,
      metadata: this.grant.metadata,
      attributes: this.grant.attributes,
      state: this.state,
      tracks: [...this.tracks.values()].map((track) => track.info),
      joinedAt: BigInt(Math.floor(this.joinedAtMs / 1000)),
      joinedAtMs: BigInt(this.joinedAtMs),
      version: this.version,
      isPublisher: this.tracks.size > 0,
      permission: new ParticipantPermission({
        canPublish: this.grant.canPublish,
        canSubscribe: this.grant.canSubscribe,
        canPublishData: this.grant.canPublishData,
      }),
    });
  }

  private changed() {
    this.version += 1;
    this.room.broadcastUpdate(this);
  }

  async handle(request: SignalRequest): Promise<void> {
    const message = request.message;
    switch (message.case) {
      case 'offer':
        return this.onPublisherOffer(message.value);
      case 'answer':
        return this.onSubscriberAnswer(message.value);
      case 'trickle':
        return this.onTrickle(message.value);
      case 'addTrack':
        return this.onAddTrack(message.value);
      case 'mute':
        return this.setMuted(message.value.sid, message.value.muted);
      case 'ping':
        this.send(new SignalResponse({ message: { case: 'pong', value: message.value } }));
        return;
      case 'pingReq':
        this.send(
          new SignalResponse({
            message: {
              case: 'pongResp',
              value: new Pong({ lastPingTimestamp: message.value.timestamp, timestamp: BigInt(Date.now()) }),
            },
          }),
        );
        return;
      case 'leave':
        this.room.leave(this, DisconnectReason.CLIENT_INITIATED);
        return;
      default:
        // Subscription settings, layer requests and the like: this stand-in forwards what it has.
        return;
    }
  }

  private onAddTrack(request: AddTrackRequest) {
    if (!this.grant.canPublish) return;
    const video = request.type === TrackType.VIDEO;
    const info = new TrackInfo({
      sid: newSid('TR_'),
      type: request.type,
      name: request.name,
      muted: request.muted,
      width: request.width,
      height: request.height,
      simulcast: request.layers.length > 1,
      source:
        request.source === TrackSource.UNKNOWN
          ? video
            ? TrackSource.CAMERA
            : TrackSource.MICROPHONE
          : request.source,
      layers: request.layers,
      mimeType: video ? 'video/VP8' : 'audio/opus',
      disableDtx: request.disableDtx,
      stereo: request.stereo,
      stream: request.stream,
    });
    const forwarder = new TrackForwarder(video ? 'video' : 'audio');
    this.tracks.set(info.sid, { info, cid: request.cid, forwarder, bound: false });
    this.send(
      new SignalResponse({
        message: {
          case: 'trackPublished',
          value: new TrackPublishedResponse({ cid: request.cid, track: info }),
        },
      }),
    );
    this.changed();
  }

  private setMuted(sid: string, muted: boolean) {
    const track = this.tracks.get(sid);
    if (!track || track.info.muted === muted) return;
    track.info.muted = muted;
    if (!muted) {
      const best = track.forwarder.bestLayer();
      if (best !== undefined) track.forwarder.requestKeyFrame(best, true);
    }
    this.changed();
  }

  private async onPublisherOffer(offer: SessionDescription) {
    if (!this.publisher) this.publisher = this.createPublisher();
    const pc = this.publisher;
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    this.bindIncomingTracks(pc);
    this.dropUnpublishedTracks(offer.sdp);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    const sdp = withoutRejectedFromBundle(pc.localDescription?.sdp ?? answer.sdp);
    this.send(
      new SignalResponse({
        message: { case: 'answer', value: new SessionDescription({ type: 'answer', sdp, id: offer.id }) },
      }),
    );
  }

  private createPublisher(): RTCPeerConnection {
    const pc = createPublisherConnection();
    pc.onIceCandidate.subscribe((candidate) => this.sendCandidate(candidate, SignalTarget.PUBLISHER));
    pc.onDataChannel.subscribe((channel) => {
      this.channels.set(channel.label, channel);
      channel.onMessage.subscribe((data) => {
        if (typeof data === 'string' || !this.grant.canPublishData) return;
        let packet: DataPacket;
        try {
          packet = DataPacket.fromBinary(data);
        } catch {
          return;
        }
        this.room.relayData(this, channel.label, packet);
      });
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && this.state === ParticipantInfo_State.JOINED) {
        this.state = ParticipantInfo_State.ACTIVE;
        this.changed();
      }
    });
    return pc;
  }

  /** Pairs the media sections of the client's offer with the tracks it announced (by track id = cid). */
  private bindIncomingTracks(pc: RTCPeerConnection) {
    for (const transceiver of pc.getTransceivers()) {
      const cid = transceiver.receiver.remoteTrackId;
      const unbound = [...this.tracks.values()].filter((track) => !track.bound);
      const track =
        unbound.find((candidate) => candidate.cid === cid) ??
        (cid ? undefined : unbound.find((candidate) => candidate.forwarder.kind === transceiver.kind));
      if (!track || track.forwarder.kind !== transceiver.kind) continue;
      track.bound = true;
      track.info.mid = transceiver.mid ?? '';
      for (const incoming of transceiver.receiver.tracks)
        track.forwarder.attach(transceiver.receiver, incoming);
      transceiver.onTrack.subscribe((incoming) => track.forwarder.attach(transceiver.receiver, incoming));
      this.room.trackReady(this, track);
    }
  }

  /**
   * A client unpublishes a track (a screen share stopped) by taking it off its sender and
   * negotiating again, as with LiveKit: no signal message, the offer's media section no longer
   * sends. The track leaves the participant's info and every subscriber stops receiving it.
   */
  private dropUnpublishedTracks(sdp: string) {
    const silent = silentMids(sdp);
    let dropped = false;
    for (const track of [...this.tracks.values()]) {
      if (!track.bound || !silent.has(track.info.mid)) continue;
      this.tracks.delete(track.info.sid);
      this.room.trackUnpublished(this, track);
      dropped = true;
    }
    if (dropped) this.changed();
  }

  /** Starts sending another participant's track to this client (announced to it before any media). */
  subscribeTo(publisher: Participant, track: PublishedTrack) {
    if (!this.grant.canSubscribe || this.closed || this.sent.has(track.info.sid)) return;
    if (!this.subscriber) {
      this.subscriber = createSubscriberConnection();
      this.subscriber.onIceCandidate.subscribe((candidate) =>
        this.sendCandidate(candidate, SignalTarget.SUBSCRIBER),
      );
    }
    const transceiver = this.subscriber.addTransceiver(track.forwarder.kind, {
      direction: 'sendonly',
      streams: [new MediaStream({ id: `${publisher.sid}|${track.info.sid}` })],
    });
    (transceiver.sender as { trackId: string }).trackId = track.info.sid;
    const subscription = track.forwarder.subscribe(transceiver.sender);
    this.sent.set(track.info.sid, { transceiver, subscription, forwarder: track.forwarder });
    void this.negotiateSubscriber();
  }

  unsubscribeFrom(trackSid: string) {
    const sent = this.sent.get(trackSid);
    if (!sent || !this.subscriber) return;
    this.sent.delete(trackSid);
    sent.forwarder.unsubscribe(sent.subscription);
    try {
      this.subscriber.removeTrack(sent.transceiver.sender);
    } catch {
      return;
    }
    void this.negotiateSubscriber();
  }

  private async negotiateSubscriber() {
    const pc = this.subscriber;
    if (!pc || this.closed) return;
    if (this.negotiating) {
      this.negotiateAgain = true;
      return;
    }
    this.negotiating = true;
    this.negotiateAgain = false;
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.offerId += 1;
    const sdp = inactiveNotRejected(pc.localDescription?.sdp ?? offer.sdp);
    this.send(
      new SignalResponse({
        message: { case: 'offer', value: new SessionDescription({ type: 'offer', sdp, id: this.offerId }) },
      }),
    );
  }

  private async onSubscriberAnswer(answer: SessionDescription) {
    if (!this.subscriber || !this.negotiating) return;
    await this.subscriber.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
    this.negotiating = false;
    // Late joiners get the picture at once instead of waiting for the publisher's next key frame.
    for (const sent of this.sent.values()) {
      if (sent.subscription.target) sent.forwarder.requestKeyFrame(sent.subscription.target, true);
    }
    if (this.negotiateAgain) await this.negotiateSubscriber();
  }

  private async onTrickle(trickle: TrickleRequest) {
    const pc = trickle.target === SignalTarget.SUBSCRIBER ? this.subscriber : this.publisher;
    if (!pc) return;
    const init = JSON.parse(trickle.candidateInit) as {
      candidate?: string;
      sdpMid?: string;
      sdpMLineIndex?: number;
    };
    if (!init.candidate) return;
    await pc.addIceCandidate(init).catch(() => {});
  }

  private sendCandidate(candidate: { toJSON(): object } | undefined, target: SignalTarget) {
    if (!candidate) return;
    this.send(
      new SignalResponse({
        message: {
          case: 'trickle',
          value: new TrickleRequest({ candidateInit: JSON.stringify(candidate.toJSON()), target }),
        },
      }),
    );
  }

  /** Delivers a data packet on this client's channel of the same kind (reliable or lossy). */
  deliverData(channel: string, packet: DataPacket) {
    const target = this.channels.get(channel) ?? this.channels.get('_reliable');
    if (target?.readyState !== 'open') return;
    target.send(Buffer.from(packet.toBinary()));
  }

  /** Tells the client it was removed, then closes everything. */
  disconnect(reason: DisconnectReason) {
    if (this.closed) return;
    this.send(
      new SignalResponse({
        message: {
          case: 'leave',
          value: new LeaveRequest({ canReconnect: false, reason, action: LeaveRequest_Action.DISCONNECT }),
        },
      }),
    );
    this.close();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.state = ParticipantInfo_State.DISCONNECTED;
    for (const sent of this.sent.values()) sent.forwarder.unsubscribe(sent.subscription);
    this.sent.clear();
    void this.publisher?.close().catch(() => {});
    void this.subscriber?.close().catch(() => {});
    this.closeSignal();
  }
}
