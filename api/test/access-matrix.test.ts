import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/identity/sessions.ts';
import { realtimeStatus } from './access-matrix/realtime.ts';
import { namesPrivateResource, type ResourceChoice, RUN_LAST, requestFor } from './access-matrix/requests.ts';
import {
  ACCESS_CALLERS,
  type AccessCaller,
  formatMatrix,
  type MatrixRow,
  parseMatrix,
  routeKey,
} from './access-matrix/table.ts';
import { type AccessWorld, buildAccessWorld, type Party } from './access-matrix/world.ts';

/**
 * Every route of the api called by each kind of caller on resources owned by someone else, the
 * answers compared cell by cell with the table in docs/access-matrix.md. A route missing from the
 * table fails, so none ships without its row. `ACCESS_MATRIX=write` writes the table from the
 * answers instead (review every changed cell before committing it).
 */
const TABLE = path.join(import.meta.dirname, '..', '..', 'docs', 'access-matrix.md');

let world: AccessWorld;

beforeAll(async () => {
  world = await buildAccessWorld();
}, 120_000);
afterAll(async () => world?.close());

/** Who sits in each column for a route: the owner is the customer or the expert the route serves. */
function partyOf(world: AccessWorld, caller: AccessCaller, ownerSide: 'customer' | 'expert'): Party | null {
  const owner = ownerSide === 'expert' ? world.expert : world.customer;
  const counterpart = ownerSide === 'expert' ? world.customer : world.expert;
  switch (caller) {
    case 'guest':
      return null;
    case 'owner':
      return owner;
    case 'other customer':
      return world.otherCustomer;
    case 'other expert':
      return world.otherExpert;
    case 'wrong area':
      return counterpart;
  }
}

/** A session of its own for every call (a logout or a password change ends only that one); none for a guest. */
async function tokenOf(caller: AccessCaller, ownerSide: 'customer' | 'expert'): Promise<string | undefined> {
  const party = partyOf(world, caller, ownerSide);
  return party ? (await createSession(world.api.app.db, party.id, party.area)).token : undefined;
}

async function answerOf(
  route: { method: string; url: string },
  caller: AccessCaller,
  choice: ResourceChoice = 'owner',
): Promise<{ status: number; body: string }> {
  const request = requestFor(world, route, choice);
  const token = await tokenOf(caller, request.ownerSide);
  if (request.realtime) return { status: await realtimeStatus(world.api.url, token), body: '' };
  const response = await fetch(`${world.api.url}${request.path}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
  });
  return { status: response.status, body: await response.text() };
}

const statusOf = async (route: { method: string; url: string }, caller: AccessCaller) =>
  (await answerOf(route, caller)).status;

describe('access matrix', () => {
  it('answers every caller of every route as docs/access-matrix.md says', async () => {
    const order = (route: { method: string; url: string }) => RUN_LAST.indexOf(routeKey(route));
    const routes = world.api.app.registeredRoutes
      .map((route) => ({ method: route.method, url: route.url }))
      .sort((a, b) => order(a) - order(b) || routeKey(a).localeCompare(routeKey(b)));
    const observed: MatrixRow[] = [];
    for (const route of routes) {
      const cells = {} as Record<AccessCaller, string>;
      // The owner last: a call of the owner may change what the others would meet.
      for (const caller of [...ACCESS_CALLERS.filter((name) => name !== 'owner'), 'owner' as const]) {
        cells[caller] = String(await statusOf(route, caller));
      }
      observed.push({ route: routeKey(route), cells });
    }
    if (process.env.ACCESS_MATRIX === 'write') {
      observed.sort((a, b) => a.route.localeCompare(b.route));
      await writeFile(TABLE, formatMatrix(await readFile(TABLE, 'utf8').catch(() => ''), observed));
      return;
    }
    const expected = parseMatrix(await readFile(TABLE, 'utf8'));
    const byRoute = (rows: MatrixRow[]) =>
      Object.fromEntries(
        rows.map((row) => [row.route, row.cells]).sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
    expect(byRoute(observed), 'routes and answers as the table in docs/access-matrix.md').toEqual(
      byRoute(expected),
    );
  }, 300_000);

  it("answers someone else's meeting, post, certification or card exactly as one that does not exist", async () => {
    const routes = world.api.app.registeredRoutes
      .map((route) => ({ method: route.method, url: route.url }))
      .filter(namesPrivateResource);
    expect(routes.length).toBeGreaterThan(20);
    const differences: unknown[] = [];
    for (const route of routes) {
      for (const caller of ['other customer', 'other expert'] as const) {
        const hidden = await answerOf(route, caller, 'first');
        const missing = await answerOf(route, caller, 'missing');
        if (hidden.status !== missing.status || hidden.body !== missing.body) {
          differences.push({ route: routeKey(route), caller, hidden, missing });
        }
      }
    }
    expect(differences, 'what the caller may not see, answered as what does not exist').toEqual([]);
  });

  it("hands a video room's token to the meeting's two sides only", async () => {
    const tokens: Record<string, unknown> = {};
    for (const caller of ACCESS_CALLERS) {
      const token = await tokenOf(caller, 'customer');
      const response = await fetch(`${world.api.url}/api/v1/meets/${world.meeting}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = (await response.json()) as { data?: { access_token?: string | null } };
      tokens[caller] = body.data?.access_token ? 'token' : response.status;
    }
    expect(tokens).toEqual({
      guest: 401,
      owner: 'token',
      'other customer': 404,
      'other expert': 404,
      'wrong area': 'token',
    });
  });
});
