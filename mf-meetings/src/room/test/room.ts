import { envelope, fakeApi } from 'remote-kit/testing';
import { ApiError, type Meeting, paths } from 'shared-contracts';
import type { Session } from 'shared-contracts/react';
import { aMeeting as aListedMeeting } from '../../test/fixtures.ts';

export const MEETING_ID = 42;
export const MEETINGS = '/customer/app/meetings';
export const ROOM_URL = `${MEETINGS}/room/${MEETING_ID}`;
const SERVER_URL = 'wss://video.test';

export const customer: Session = {
  status: 'signed-in',
  user: {
    id: 1,
    is_expert: false,
    profile_picture: null,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'a@b.test',
  },
  userType: 'customer',
};

/** An access token (unsigned: only its `exp` is read) valid for `seconds` more. */
export function tokenFor(seconds: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${part({ alg: 'HS256' })}.${part({ sub: 'user-1', exp, video: { room: 'meeting-42' } })}.sig`;
}

/** The meeting as GET /meets/{id} answers it to a participant. */
export function aMeeting(token: string | null, overrides: Partial<Meeting> = {}): Meeting {
  return aListedMeeting({ id: MEETING_ID, room_id: 'meeting-42', access_token: token, ...overrides });
}

/** The api of the room: the video server's config and the meeting (or the api's refusal). */
export function roomApi(meeting: Meeting | ApiError = aMeeting(tokenFor(1800))) {
  const fake = fakeApi((path) => {
    if (path === paths.videoConfig) return envelope({ url: SERVER_URL });
    if (path === paths.meet(MEETING_ID)) {
      if (meeting instanceof ApiError) throw meeting;
      return envelope(meeting);
    }
    throw new ApiError(404, null, 'not found');
  });
  fake.api.put.mockResolvedValue({ data: {}, message: 'Meeting finished' });
  return fake.api;
}
