import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countWork } from '../bench/work-counter.ts';
import { call, startTestApi } from './harness.ts';

describe("the api bench's work counter", () => {
  it('counts the statements a request sends and the CPU it takes, request by request', async () => {
    const api = await startTestApi();
    try {
      const workDone = countWork(api.app);
      const before = workDone();
      expect((await call(api, 'GET', 'categories')).status).toBe(200);
      const afterOne = workDone();
      expect((await call(api, 'GET', 'categories')).status).toBe(200);
      expect((await call(api, 'GET', 'categories')).status).toBe(200);
      const afterThree = workDone();

      const one = afterOne.statements - before.statements;
      expect(one).toBeGreaterThan(0);
      // The same request sends the same statements each time.
      expect(afterThree.statements - afterOne.statements).toBe(2 * one);
      expect(afterThree.cpuMs).toBeGreaterThan(before.cpuMs);
    } finally {
      await api.close();
    }
  });

  it("counts the statements of a transaction, sent through the transaction's own client", async () => {
    const api = await startTestApi({ seedDemoData: false });
    try {
      const workDone = countWork(api.app);
      const sent = () => workDone().statements + workDone().offPathStatements;
      const before = sent();
      await api.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`select 3`);
        });
      });
      expect(sent() - before).toBeGreaterThanOrEqual(3);
    } finally {
      await api.close();
    }
  });

  it("tells a request's statements from those sent off its path (the job worker's)", async () => {
    const api = await startTestApi({ seedDemoData: false, jobPollMs: 0 });
    try {
      const workDone = countWork(api.app);
      api.app.jobs.define('bench.counted', async () => {
        await api.app.db.execute(sql`select 1`);
      });
      const before = workDone();
      expect((await call(api, 'GET', 'categories')).status).toBe(200);
      const afterRequest = workDone();
      expect(afterRequest.statements).toBeGreaterThan(before.statements);
      expect(afterRequest.offPathStatements).toBe(before.offPathStatements);

      await api.app.jobs.schedule('bench.counted', {}, { runAt: api.app.clock() });
      await api.app.jobs.runDue();
      const afterJob = workDone();
      expect(afterJob.statements).toBe(afterRequest.statements);
      // The plan, the claim, the job's own statement and its removal.
      expect(afterJob.offPathStatements - afterRequest.offPathStatements).toBeGreaterThanOrEqual(3);
    } finally {
      await api.close();
    }
  });
});
