import { ApiError, accountApi, call, type Meeting, meetingApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** What the room needs to connect: the video server (from the api at run time) and the caller's token. */
export interface RoomAccess {
  serverUrl: string;
  token: string;
  meeting: Meeting;
}

/** Why the room cannot open: the api's message, or null for the spec's 'Room could not be created.' */
export class RoomAccessError extends Error {
  readonly apiMessage: string | null;

  constructor(apiMessage: string | null) {
    super(apiMessage ?? 'room could not be created');
    this.apiMessage = apiMessage;
  }
}

/** SWR key of a room's access (answers carry translated messages: the locale is part of it). */
const roomAccessKey = (locale: string, meetingId: number) => ['meetings/room', locale, meetingId] as const;

/**
 * The video server's URL (`GET /video/config`) and the meeting with the caller's own access token
 * (`GET /meets/{id}`: only its two participants get it, until the meeting's end). Read once: a
 * token is not refreshed behind an open call.
 */
export function useRoomAccess(meetingId: number) {
  const { api, locale } = useShell();
  return useSWR<RoomAccess, RoomAccessError>(
    roomAccessKey(locale, meetingId),
    async () => {
      try {
        const [config, meeting] = await Promise.all([
          call(api, accountApi.videoConfig),
          call(api, meetingApi.one, { params: { id: meetingId } }),
        ]);
        const token = meeting.data.access_token;
        if (!token || !config.data.url) throw new RoomAccessError(null);
        return { serverUrl: config.data.url, token, meeting: meeting.data };
      } catch (error) {
        if (error instanceof RoomAccessError) throw error;
        throw new RoomAccessError(error instanceof ApiError && error.status !== 0 ? error.message : null);
      }
    },
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}
