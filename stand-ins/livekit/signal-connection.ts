import {
  DisconnectReason,
  JoinResponse,
  LeaveRequest,
  LeaveRequest_Action,
  ServerInfo,
  ServerInfo_Edition,
  SignalRequest,
  SignalResponse,
} from '@livekit/protocol';
import type { ClaimGrants } from 'livekit-server-sdk';
import type { WebSocket } from 'ws';
import { Participant } from './participant.ts';
import type { RoomRegistry } from './registry.ts';

const SERVER_VERSION = '1.9.0';
const PROTOCOL_VERSION = 16;
const PING_INTERVAL_SECONDS = 5;
const PING_TIMEOUT_SECONDS = 15;

export interface JoinRequest {
  claims: ClaimGrants & { room: string; identity: string };
  reconnect: boolean;
}

function send(socket: WebSocket, response: SignalResponse) {
  if (socket.readyState === socket.OPEN) socket.send(response.toBinary());
}

/** Runs one /rtc signalling session: JoinResponse first, then SignalRequests in the order they arrive. */
export function acceptSignalConnection(socket: WebSocket, join: JoinRequest, rooms: RoomRegistry): void {
  if (join.reconnect) {
    // No session resumption here: a leave with RECONNECT makes the client join again from scratch.
    send(
      socket,
      new SignalResponse({
        message: {
          case: 'leave',
          value: new LeaveRequest({
            canReconnect: true,
            reason: DisconnectReason.STATE_MISMATCH,
            action: LeaveRequest_Action.RECONNECT,
          }),
        },
      }),
    );
    socket.close();
    return;
  }
  const { claims } = join;
  const room = rooms.getOrCreate(claims.room);
  const video = claims.video ?? {};
  const participant = new Participant(
    {
      identity: claims.identity,
      name: claims.name ?? '',
      metadata: claims.metadata ?? '',
      attributes: claims.attributes ?? {},
      canPublish: video.canPublish ?? true,
      canSubscribe: video.canSubscribe ?? true,
      canPublishData: video.canPublishData ?? true,
    },
    room,
    (response) => send(socket, response),
    () => socket.close(),
  );
  const others = room.others(participant).map((other) => other.info());
  send(
    socket,
    new SignalResponse({
      message: {
        case: 'join',
        value: new JoinResponse({
          room: room.info(),
          participant: participant.info(),
          otherParticipants: others,
          serverVersion: SERVER_VERSION,
          serverInfo: new ServerInfo({
            edition: ServerInfo_Edition.Standard,
            version: SERVER_VERSION,
            protocol: PROTOCOL_VERSION,
            nodeId: 'local-stand-in',
          }),
          subscriberPrimary: false,
          pingInterval: PING_INTERVAL_SECONDS,
          pingTimeout: PING_TIMEOUT_SECONDS,
        }),
      },
    }),
  );
  room.join(participant);

  // A client that stops sending (its pings included) for the ping timeout is gone: free its place.
  let lastHeard = Date.now();
  const watchdog = setInterval(() => {
    if (Date.now() - lastHeard > PING_TIMEOUT_SECONDS * 1000) socket.terminate();
  }, PING_INTERVAL_SECONDS * 1000);
  watchdog.unref();

  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    lastHeard = Date.now();
    if (!isBinary) return;
    let request: SignalRequest;
    try {
      request = SignalRequest.fromBinary(new Uint8Array(data as Buffer));
    } catch {
      return;
    }
    queue = queue.then(() => participant.handle(request)).catch(() => {});
  });
  socket.on('close', () => {
    clearInterval(watchdog);
    room.leave(participant, DisconnectReason.CLIENT_INITIATED);
  });
}
