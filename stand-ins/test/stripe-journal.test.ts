import { appendFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandInOptions } from '../stripe/server.ts';
import { futureYear, type RunningStandIn, startStandIn } from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

let running: RunningStandIn | undefined;

afterEach(async () => {
  await running?.standIn.close();
  running = undefined;
});

/** Stops answering without writing anything more, as a killed process would. */
async function crash(stopped: RunningStandIn) {
  stopped.standIn.core.events.close();
  await stopped.standIn.app.close();
}

async function restart(options: StandInOptions) {
  if (running) await crash(running);
  running = await startStandIn(options);
  return running;
}

describe('state journal', () => {
  it('keeps every answered change through a crash: objects, changes in place, card numbers, idempotent answers', async () => {
    const dataDir = await tempFolder();
    const { stripe } = await restart({ dataDir });
    const customer = await stripe.customers.create({ email: 'journal@example.com' });
    const declining = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000341', exp_month: 12, exp_year: futureYear(), cvc: '123' },
    });
    await stripe.paymentMethods.attach(declining.id, { customer: customer.id });
    const paid = await stripe.paymentIntents.create(
      { amount: 700, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'journal-pay' },
    );
    // Deleting the customer changes its payment methods in place.
    await stripe.customers.del(customer.id);

    const after = (await restart({ dataDir })).stripe;
    await expect(after.customers.retrieve(customer.id)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(after.paymentMethods.retrieve(declining.id)).resolves.toMatchObject({ customer: null });
    const replayed = await after.paymentIntents.create(
      { amount: 700, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'journal-pay' },
    );
    expect(replayed.id).toBe(paid.id);
    expect(replayed.lastResponse.headers['idempotent-replayed']).toBe('true');
    const declined = await after.paymentIntents
      .create({ amount: 700, currency: 'usd', payment_method: declining.id, confirm: true })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('ignores a torn last line and keeps journaling after it', async () => {
    const dataDir = await tempFolder();
    const { stripe } = await restart({ dataDir });
    const kept = await stripe.customers.create({ email: 'kept@example.com' });
    await appendFile(
      path.join(dataDir, 'stripe-state.journal'),
      '{"collection":"customers","id":"cus_torn","value":{"id":"cus_to',
    );

    const reopened = (await restart({ dataDir })).stripe;
    await expect(reopened.customers.retrieve(kept.id)).resolves.toMatchObject({ email: 'kept@example.com' });
    await expect(reopened.customers.retrieve('cus_torn')).rejects.toMatchObject({ code: 'resource_missing' });
    const later = await reopened.customers.create({ email: 'later@example.com' });

    const third = (await restart({ dataDir })).stripe;
    await expect(third.customers.retrieve(later.id)).resolves.toMatchObject({ email: 'later@example.com' });
    await expect(third.customers.retrieve(kept.id)).resolves.toMatchObject({ email: 'kept@example.com' });
  });

  it('folds a journal past its size into the snapshot, and the snapshot alone restores the state', async () => {
    const dataDir = await tempFolder();
    const { stripe, standIn } = await restart({ dataDir, compactAfterBytes: 4000 });
    const made: string[] = [];
    for (let index = 0; index < 12; index++) {
      made.push((await stripe.customers.create({ email: `c${index}@example.com` })).id);
    }
    expect(await standIn.core.store.journalSize()).toBeLessThan(4000);
    const snapshot = JSON.parse(await readFile(path.join(dataDir, 'stripe-state.json'), 'utf8'));
    expect(Object.keys(snapshot.objects.customers).length).toBeGreaterThan(0);

    await running?.standIn.close();
    running = undefined;
    // A clean close leaves the journal to the next open, which folds it into the snapshot.
    const reopened = (await restart({ dataDir })).stripe;
    expect((await stat(path.join(dataDir, 'stripe-state.journal'))).size).toBe(0);
    const listed = await reopened.customers.list({ limit: 100 });
    expect(listed.data.map((customer) => customer.id).sort()).toEqual([...made].sort());
  });
});
