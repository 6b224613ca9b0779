import type { DisconnectReason } from '@livekit/protocol';
import { Room, type RoomSettings } from './room.ts';
import type { WebhookSender } from './webhooks.ts';

export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  emptyTimeoutSeconds: 300,
  departureTimeoutSeconds: 20,
  maxParticipants: 0,
  metadata: '',
};

/** All open rooms by name. Rooms are created on first join (as LiveKit's auto_create) or through the API. */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();

  private readonly webhooks: WebhookSender;
  private readonly defaults: RoomSettings;

  constructor(webhooks: WebhookSender, defaults: RoomSettings = DEFAULT_ROOM_SETTINGS) {
    this.webhooks = webhooks;
    this.defaults = defaults;
  }

  get(name: string): Room | undefined {
    return this.rooms.get(name);
  }

  list(): Room[] {
    return [...this.rooms.values()];
  }

  getOrCreate(name: string, settings: Partial<RoomSettings> = {}): Room {
    const existing = this.rooms.get(name);
    if (existing) return existing;
    const room = new Room(name, { ...this.defaults, ...settings }, this.webhooks, (closed) => {
      if (this.rooms.get(closed.name) === closed) this.rooms.delete(closed.name);
    });
    this.rooms.set(name, room);
    return room;
  }

  delete(name: string): boolean {
    const room = this.rooms.get(name);
    if (!room) return false;
    room.close();
    return true;
  }

  removeParticipant(roomName: string, identity: string, reason: DisconnectReason): boolean {
    const room = this.rooms.get(roomName);
    const participant = room?.participants.get(identity);
    if (!room || !participant) return false;
    room.remove(participant, reason, true);
    return true;
  }

  closeAll(): void {
    for (const room of this.list()) room.close();
  }
}
