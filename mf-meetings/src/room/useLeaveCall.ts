import { DisconnectReason, type Room } from 'livekit-client';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, meetingApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { CallEvent } from './useCallState.ts';

/** The server ended the call: the room was closed (its end time) or this participant removed. */
const ENDED_BY_SERVER = new Set<DisconnectReason | undefined>([
  DisconnectReason.ROOM_DELETED,
  DisconnectReason.PARTICIPANT_REMOVED,
]);

interface Options {
  meetingId: number;
  meetingsPath: string;
  send(event: CallEvent): void;
}

/**
 * Leaving the call. `leave(room, false)`: the Leave button, back to idle. `leave(room, true)`: the
 * time is up, the call is reported finished (`PUT /booking/meets/{id}/finish`) and the meetings
 * list opens with `?feedback=<id>`. `disconnected(reason)`: the server closing the room ends the
 * call the same way; any other loss of the room is an error.
 */
export function useLeaveCall({ meetingId, meetingsPath, send }: Options) {
  const { api, notify } = useShell();
  const navigate = useNavigate();
  const leaving = useRef(false);

  const finish = useCallback(async () => {
    try {
      await call(api, meetingApi.finish, { params: { id: meetingId } });
    } catch (error) {
      // The other side may have finished it first; the list and its feedback come either way.
      if (error instanceof ApiError && error.status !== 404 && error.status !== 409)
        notify.error(error.message);
    }
    navigate(`${meetingsPath}?feedback=${meetingId}`);
  }, [api, notify, navigate, meetingId, meetingsPath]);

  const leave = useCallback(
    async (room: Room, ended: boolean) => {
      if (leaving.current) return;
      leaving.current = true;
      send({ type: 'leave', ended });
      await room.disconnect();
      if (ended) {
        await finish();
        return;
      }
      leaving.current = false;
      send({ type: 'left' });
    },
    [send, finish],
  );

  const disconnected = useCallback(
    (reason?: DisconnectReason) => {
      // Our own leaving (or the room unmounting) is handled where it starts.
      if (leaving.current || reason === DisconnectReason.CLIENT_INITIATED) return;
      if (ENDED_BY_SERVER.has(reason)) {
        leaving.current = true;
        send({ type: 'leave', ended: true });
        void finish();
        return;
      }
      send({ type: 'fail', message: null });
    },
    [send, finish],
  );

  return { leave, disconnected };
}
