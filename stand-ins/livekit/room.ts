import {
  type DataPacket,
  DisconnectReason,
  ParticipantInfo_State,
  ParticipantUpdate,
  Room as RoomInfo,
  SignalResponse,
} from '@livekit/protocol';
import { newSid } from './ids.ts';
import type { Participant, PublishedTrack, RoomLink } from './participant.ts';
import type { WebhookSender } from './webhooks.ts';

export interface RoomSettings {
  emptyTimeoutSeconds: number;
  departureTimeoutSeconds: number;
  maxParticipants: number;
  metadata: string;
}

/** A room: its participants, who sees whose tracks, and when it closes. */
export class Room implements RoomLink {
  readonly sid = newSid('RM_');
  readonly createdAtMs = Date.now();
  readonly participants = new Map<string, Participant>();
  private closeTimer?: NodeJS.Timeout;
  closed = false;

  readonly name: string;
  readonly settings: RoomSettings;
  private readonly webhooks: WebhookSender;
  private readonly onClosed: (room: Room) => void;

  constructor(name: string, settings: RoomSettings, webhooks: WebhookSender, onClosed: (room: Room) => void) {
    this.name = name;
    this.settings = settings;
    this.webhooks = webhooks;
    this.onClosed = onClosed;
    webhooks.emit('room_started', this.info());
    this.scheduleClose(settings.emptyTimeoutSeconds);
  }

  info(): RoomInfo {
    return new RoomInfo({
      sid: this.sid,
      name: this.name,
      emptyTimeout: this.settings.emptyTimeoutSeconds,
      departureTimeout: this.settings.departureTimeoutSeconds,
      maxParticipants: this.settings.maxParticipants,
      creationTime: BigInt(Math.floor(this.createdAtMs / 1000)),
      creationTimeMs: BigInt(this.createdAtMs),
      metadata: this.settings.metadata,
      numParticipants: this.participants.size,
      numPublishers: [...this.participants.values()].filter((participant) => participant.tracks.size > 0)
        .length,
    });
  }

  isFull(): boolean {
    return this.settings.maxParticipants > 0 && this.participants.size >= this.settings.maxParticipants;
  }

  /** Adds a participant; a second connection with the same identity replaces the first, as in LiveKit. */
  join(participant: Participant): void {
    const previous = this.participants.get(participant.identity);
    if (previous) this.remove(previous, DisconnectReason.DUPLICATE_IDENTITY, true);
    clearTimeout(this.closeTimer);
    this.participants.set(participant.identity, participant);
    participant.state = ParticipantInfo_State.JOINED;
    this.webhooks.emit('participant_joined', this.info(), participant.info());
    this.broadcastUpdate(participant);
    for (const other of this.participants.values()) {
      if (other === participant) continue;
      for (const track of other.tracks.values()) if (track.bound) participant.subscribeTo(other, track);
    }
  }

  others(participant: Participant): Participant[] {
    return [...this.participants.values()].filter((other) => other !== participant);
  }

  broadcastUpdate(participant: Participant): void {
    const update = new SignalResponse({
      message: { case: 'update', value: new ParticipantUpdate({ participants: [participant.info()] }) },
    });
    for (const other of this.participants.values()) if (other !== participant) other.sendSignal(update);
  }

  trackReady(from: Participant, track: PublishedTrack): void {
    for (const other of this.others(from)) other.subscribeTo(from, track);
  }

  trackUnpublished(from: Participant, track: PublishedTrack): void {
    for (const other of this.others(from)) other.unsubscribeFrom(track.info.sid);
  }

  relayData(from: Participant, channel: string, packet: DataPacket): void {
    packet.participantIdentity = from.identity;
    packet.participantSid = from.sid;
    if (packet.value.case === 'user') {
      packet.value.value.participantIdentity = from.identity;
      packet.value.value.participantSid = from.sid;
    }
    const destinations = packet.destinationIdentities;
    for (const other of this.others(from)) {
      if (destinations.length > 0 && !destinations.includes(other.identity)) continue;
      other.deliverData(channel, packet);
    }
  }

  leave(participant: Participant, reason: DisconnectReason): void {
    this.remove(participant, reason, false);
  }

  /** Removes a participant (telling its client when the server decided it), then closes the room once empty. */
  remove(participant: Participant, reason: DisconnectReason, tellClient: boolean): void {
    if (this.participants.get(participant.identity) !== participant) return;
    this.participants.delete(participant.identity);
    if (tellClient) participant.disconnect(reason);
    else participant.close();
    participant.version += 1;
    this.broadcastUpdate(participant);
    for (const other of this.participants.values()) {
      for (const sid of participant.tracks.keys()) other.unsubscribeFrom(sid);
    }
    this.webhooks.emit('participant_left', this.info(), participant.info());
    if (this.participants.size === 0) this.scheduleClose(this.settings.departureTimeoutSeconds);
  }

  private scheduleClose(seconds: number) {
    clearTimeout(this.closeTimer);
    this.closeTimer = setTimeout(() => this.close(), seconds * 1000);
    this.closeTimer.unref();
  }

  /** Disconnects everyone and closes the room. */
  close(): void {
    if (this.closed) return;
    clearTimeout(this.closeTimer);
    for (const participant of [...this.participants.values()]) {
      this.remove(participant, DisconnectReason.ROOM_DELETED, true);
    }
    this.closed = true;
    clearTimeout(this.closeTimer);
    this.webhooks.emit('room_finished', this.info());
    this.onClosed(this);
  }
}
