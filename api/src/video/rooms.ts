import {
  AccessToken,
  RoomServiceClient,
  TwirpError,
  type WebhookEvent,
  WebhookReceiver,
} from 'livekit-server-sdk';
import type { VideoSettings } from './settings.ts';

/** A participant never shares a room with more than the other side of the meeting. */
const MAX_PARTICIPANTS = 2;
/** How long LiveKit keeps a room nobody joined, and one everybody left (they may come back). */
const EMPTY_TIMEOUT_SECONDS = 10 * 60;
const DEPARTURE_TIMEOUT_SECONDS = 2 * 60;

export class VideoRoomError extends Error {}

function isNotFound(error: unknown) {
  return error instanceof TwirpError && error.status === 404;
}

/**
 * Video rooms on LiveKit, through livekit-server-sdk only: the same code drives the local stand-in
 * and a real LiveKit server (LIVEKIT_URL and the key pair decide which).
 */
export class VideoRooms {
  private readonly service: RoomServiceClient;
  private readonly receiver: WebhookReceiver;
  private readonly settings: VideoSettings;

  constructor(settings: VideoSettings) {
    this.settings = settings;
    this.service = new RoomServiceClient(settings.url, settings.apiKey, settings.apiSecret);
    this.receiver = new WebhookReceiver(settings.apiKey, settings.apiSecret);
  }

  /** The room of a meeting (its `room_id`). */
  static roomName(meetingId: number | string): string {
    return `meeting-${meetingId}`;
  }

  /** The LiveKit identity of a user. */
  static identity(userId: number | string): string {
    return `user-${userId}`;
  }

  /** Creates the meeting's room (idempotent: an existing room is kept). */
  async openRoom(roomName: string): Promise<void> {
    await this.service.createRoom({
      name: roomName,
      maxParticipants: MAX_PARTICIPANTS,
      emptyTimeout: EMPTY_TIMEOUT_SECONDS,
      departureTimeout: DEPARTURE_TIMEOUT_SECONDS,
    });
  }

  /**
   * A token that lets one user into one room until `validUntil` (the meeting's end): an extension
   * issues a new one. Refused when that moment has passed. `now` is the api's clock (`app.clock`),
   * so the test clock's moves count; the token's `exp` is real time plus what is left.
   */
  async accessToken(options: {
    roomName: string;
    userId: number | string;
    name: string;
    validUntil: Date;
    now: Date;
  }): Promise<string> {
    const { now } = options;
    const seconds = Math.floor((options.validUntil.getTime() - now.getTime()) / 1000);
    if (seconds <= 0) throw new VideoRoomError('the meeting has already ended');
    const token = new AccessToken(this.settings.apiKey, this.settings.apiSecret, {
      identity: VideoRooms.identity(options.userId),
      name: options.name,
      ttl: seconds,
    });
    token.addGrant({
      room: options.roomName,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    });
    return token.toJwt();
  }

  /** Removes everyone from the room, then deletes it. A room already gone counts as closed. */
  async closeRoom(roomName: string): Promise<void> {
    let participants: Awaited<ReturnType<RoomServiceClient['listParticipants']>> = [];
    try {
      participants = await this.service.listParticipants(roomName);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    for (const participant of participants) {
      await this.service.removeParticipant(roomName, participant.identity).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
    }
    await this.service.deleteRoom(roomName).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
  }

  /** A webhook whose signature (JWT by the API secret, body hash) checks out; throws otherwise. */
  receiveWebhook(body: string, authorization: string | undefined): Promise<WebhookEvent> {
    return this.receiver.receive(body, authorization);
  }
}
