import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { defineRoute, envelopeOf } from 'shared-contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ApiConfig, loadConfig } from '../src/config.ts';
import { answerChecksPlugin } from '../src/http/answer-checks.ts';
import { declared } from '../src/http/endpoint.ts';
import { call, startTestApi } from './harness.ts';

const pointRoute = defineRoute({
  method: 'GET',
  path: 'point',
  query: v.object({ shape: v.optional(v.string()) }),
  answers: { 200: envelopeOf(v.strictObject({ x: v.number(), y: v.number() })) },
});

/** A bare app with the checks in `mode` and one declared route whose handler can break its contract. */
async function appWith(mode: ApiConfig['answerChecks']) {
  const app = Fastify();
  await app.register(
    fp(
      async (scope) => {
        scope.decorate('config', { ...loadConfig({}), answerChecks: mode });
      },
      { name: 'platform' },
    ),
  );
  await app.register(answerChecksPlugin);
  app.route(
    declared(pointRoute, {
      summary: 'A point',
      tags: ['test'],
      access: 'public',
      handler: ({ query }) => {
        const answers: Record<string, unknown> = {
          right: { data: { x: 1, y: 2 } },
          renamed: { data: { x: 1, why: 2 } },
          leaking: { data: { x: 1, y: 2, password_hash: 'secret' } },
        };
        // A handler that compiles only because the test casts it: what the checks are for.
        return answers[query.shape ?? 'right'] as { data: { x: number; y: number } };
      },
    }),
  );
  return app;
}

describe('answers checked against their contract', () => {
  it("refuses an answer with a renamed or an undeclared field with a 500 naming what broke, in the api's tests", async () => {
    const app = await appWith('refuse');
    expect((await app.inject('/point?shape=right')).json()).toEqual({ data: { x: 1, y: 2 } });
    for (const [shape, field] of [
      ['renamed', 'data.y'],
      ['leaking', 'data.password_hash'],
    ]) {
      const answer = await app.inject(`/point?shape=${shape}`);
      expect(answer.statusCode).toBe(500);
      expect(answer.json().error.code).toBe('answerMismatch');
      expect(answer.json().message).toContain(field);
    }
    expect(app.answerMismatches().map((mismatch) => mismatch.route)).toEqual(['GET /point', 'GET /point']);
    await app.close();
  });

  it('records the mismatch on a test start, and checks nothing when off; either way the answer leaves as its schema writes it', async () => {
    const recording = await appWith('record');
    const leaked = await recording.inject('/point?shape=leaking');
    expect(leaked.statusCode).toBe(200);
    // Serialised from the contract's schema: the field it does not name never leaves.
    expect(leaked.json()).toEqual({ data: { x: 1, y: 2 } });
    expect(recording.answerMismatches()).toEqual([
      {
        route: 'GET /point',
        status: 200,
        issues: expect.arrayContaining([expect.stringContaining('data.password_hash')]),
      },
    ]);
    await recording.close();

    const off = await appWith('off');
    const quiet = await off.inject('/point?shape=leaking');
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json()).toEqual({ data: { x: 1, y: 2 } });
    // An answer missing what the contract requires is not written at all.
    expect((await off.inject('/point?shape=renamed')).statusCode).toBe(500);
    expect(off.answerMismatches()).toEqual([]);
    await off.close();
  });

  it("holds the real routes to their contract: declared answers, refusals and 422s pass the api's checks", async () => {
    const api = await startTestApi();
    try {
      for (const path of ['categories', 'categories/1', 'countries', 'experts?sort=price&per_page=5']) {
        const answer = await call(api, 'GET', path);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const [first] = (await call(api, 'GET', 'experts?per_page=1')).body.data;
      expect((await call(api, 'GET', `experts/${first.id}`)).status).toBe(200);
      expect((await call(api, 'GET', 'experts/999999')).status).toBe(404);
      expect((await call(api, 'GET', 'categories/999999')).status).toBe(404);
      expect((await call(api, 'GET', 'experts?sort=cheapest')).status).toBe(422);
      expect(api.app.answerMismatches()).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
