import {
  CreateRoomRequest,
  DeleteRoomRequest,
  DeleteRoomResponse,
  DisconnectReason,
  ListParticipantsRequest,
  ListParticipantsResponse,
  ListRoomsRequest,
  ListRoomsResponse,
  RemoveParticipantResponse,
  RoomParticipantIdentity,
} from '@livekit/protocol';
import type { ClaimGrants } from 'livekit-server-sdk';
import type { RoomRegistry } from './registry.ts';

/** A Twirp error as LiveKit's server API answers it. */
export class TwirpError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Method = (body: unknown, grants: ClaimGrants) => { toJson(): unknown };

const options = { ignoreUnknownFields: true };

function need(condition: boolean | undefined, what: string) {
  if (!condition) throw new TwirpError(403, 'permission_denied', `token lacks ${what}`);
}

function needRoomAdmin(grants: ClaimGrants, room: string) {
  need(
    grants.video?.roomAdmin && (!grants.video.room || grants.video.room === room),
    `roomAdmin for ${room}`,
  );
}

/** livekit.RoomService methods the api uses, with LiveKit's grant checks. */
export function roomServiceMethods(rooms: RoomRegistry): Record<string, Method> {
  const roomOrFail = (name: string) => {
    const room = rooms.get(name);
    if (!room) throw new TwirpError(404, 'not_found', 'requested room does not exist');
    return room;
  };
  return {
    CreateRoom(body, grants) {
      need(grants.video?.roomCreate, 'roomCreate');
      const request = CreateRoomRequest.fromJson(body as never, options);
      if (!request.name) throw new TwirpError(400, 'invalid_argument', 'room name is required');
      const existing = rooms.get(request.name);
      if (existing) return existing.info();
      return rooms
        .getOrCreate(request.name, {
          ...(request.emptyTimeout ? { emptyTimeoutSeconds: request.emptyTimeout } : {}),
          ...(request.departureTimeout ? { departureTimeoutSeconds: request.departureTimeout } : {}),
          ...(request.maxParticipants ? { maxParticipants: request.maxParticipants } : {}),
          metadata: request.metadata,
        })
        .info();
    },
    ListRooms(body, grants) {
      need(grants.video?.roomList, 'roomList');
      const request = ListRoomsRequest.fromJson(body as never, options);
      const listed = rooms
        .list()
        .filter((room) => request.names.length === 0 || request.names.includes(room.name));
      return new ListRoomsResponse({ rooms: listed.map((room) => room.info()) });
    },
    DeleteRoom(body, grants) {
      need(grants.video?.roomCreate, 'roomCreate');
      const request = DeleteRoomRequest.fromJson(body as never, options);
      roomOrFail(request.room);
      rooms.delete(request.room);
      return new DeleteRoomResponse();
    },
    ListParticipants(body, grants) {
      const request = ListParticipantsRequest.fromJson(body as never, options);
      needRoomAdmin(grants, request.room);
      const room = roomOrFail(request.room);
      return new ListParticipantsResponse({
        participants: [...room.participants.values()].map((participant) => participant.info()),
      });
    },
    GetParticipant(body, grants) {
      const request = RoomParticipantIdentity.fromJson(body as never, options);
      needRoomAdmin(grants, request.room);
      const participant = roomOrFail(request.room).participants.get(request.identity);
      if (!participant) throw new TwirpError(404, 'not_found', 'participant does not exist');
      return participant.info();
    },
    RemoveParticipant(body, grants) {
      const request = RoomParticipantIdentity.fromJson(body as never, options);
      needRoomAdmin(grants, request.room);
      roomOrFail(request.room);
      if (!rooms.removeParticipant(request.room, request.identity, DisconnectReason.PARTICIPANT_REMOVED)) {
        throw new TwirpError(404, 'not_found', 'participant does not exist');
      }
      return new RemoveParticipantResponse();
    },
  };
}
