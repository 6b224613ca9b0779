import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The LiveKit stand-in `npm start` runs for this e2e run: playwright.config.ts gives it a port and
 * a secret of the run (E2E_LIVEKIT_PORT, E2E_LIVEKIT_SECRET); the key is the runner's default.
 */
const LIVEKIT = {
  url: `http://localhost:${process.env.E2E_LIVEKIT_PORT ?? '17880'}`,
  apiKey: 'devkey',
  apiSecret: process.env.E2E_LIVEKIT_SECRET ?? '',
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A LiveKit server token (HS256 by the API secret, issuer the key) allowed to list rooms. */
function roomListToken(): string {
  const seconds = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: LIVEKIT.apiKey, nbf: seconds - 10, exp: seconds + 300, video: { roomList: true } }),
  );
  const signature = createHmac('sha256', LIVEKIT.apiSecret).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/** The rooms open on the video server now, by name (LiveKit's RoomService.ListRooms). */
export async function openRooms(request: APIRequestContext, names: string[] = []): Promise<string[]> {
  const answer = await request.post(`${LIVEKIT.url}/twirp/livekit.RoomService/ListRooms`, {
    headers: { authorization: `Bearer ${roomListToken()}`, 'content-type': 'application/json' },
    data: { names },
  });
  expect(answer.ok(), `ListRooms: ${answer.status()} ${await answer.text()}`).toBe(true);
  const body = (await answer.json()) as { rooms?: { name: string }[] };
  return (body.rooms ?? []).map((room) => room.name);
}
