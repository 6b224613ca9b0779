import { describe, expect, it } from 'vitest';
import { cancellationRefundCents, canReschedule, marketplaceRules } from '../src/marketplace/rules.ts';

const HOUR = 3_600_000;
const startsAt = new Date('2026-12-10T10:00:00Z');
const endsAt = new Date(startsAt.getTime() + HOUR);
const before = (ms: number) => new Date(startsAt.getTime() - ms);
const notice = marketplaceRules.customerRefundNoticeHours * HOUR;

describe('cancellation refunds', () => {
  const customerCancels = (now: Date) =>
    cancellationRefundCents({ by: 'customer', startsAt, endsAt, now, paidCents: 5500 });
  const expertCancels = (now: Date) =>
    cancellationRefundCents({ by: 'expert', startsAt, endsAt, now, paidCents: 7700 });

  it('refunds a customer in full with exactly the notice or more, and nothing with a millisecond less', () => {
    expect(customerCancels(before(2 * notice))).toBe(5500);
    expect(customerCancels(before(notice))).toBe(5500);
    expect(customerCancels(before(notice - 1))).toBe(0);
    expect(customerCancels(before(1))).toBe(0);
  });

  it('lets a customer cancel only before the start', () => {
    expect(customerCancels(startsAt)).toBeNull();
    expect(customerCancels(new Date(startsAt.getTime() + 60_000))).toBeNull();
  });

  it('refunds everything the customer paid when the expert cancels, until the end (an extended meeting too)', () => {
    expect(expertCancels(before(2 * notice))).toBe(7700);
    expect(expertCancels(before(1))).toBe(7700);
    expect(expertCancels(new Date(endsAt.getTime() - 1))).toBe(7700);
    expect(expertCancels(endsAt)).toBeNull();
  });
});

describe('reschedules', () => {
  const reschedule = (now: Date, reschedules = 0) => canReschedule({ startsAt, now, reschedules });
  const moveNotice = marketplaceRules.rescheduleNoticeHours * HOUR;

  it('moves a meeting once, with exactly the notice or more', () => {
    expect(reschedule(before(moveNotice))).toBe(true);
    expect(reschedule(before(moveNotice - 1))).toBe(false);
    expect(reschedule(new Date(startsAt.getTime() + 1))).toBe(false);
  });

  it('refuses a second move', () => {
    expect(reschedule(before(3 * moveNotice), marketplaceRules.reschedulesPerMeeting)).toBe(false);
  });
});
