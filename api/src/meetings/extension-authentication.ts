import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { awaitsAuthentication, settleAuthentication } from '../charges/index.ts';
import { meetingCharges } from '../db/schema/index.ts';
import { extensionChargePurpose } from './extension-charge.ts';
import { type ExtensionOutcome, extensionOutcome } from './extension-outcome.ts';
import type { MeetingParties } from './lifecycle.ts';

type AuthenticationApp = Pick<FastifyInstance, 'db' | 'gateway' | 'bus' | 'clock' | 'jobs' | 'log'>;

/**
 * POST (`giveUp` false) and DELETE (`giveUp` true) /booking/meets/{id}/payment/authentication: the
 * customer completed their bank's step for the extension's payment in Stripe.js, or gave it up.
 * The provider's word on the PaymentIntent decides: paid → the end moved; refused → 402; still
 * waiting → 202 again; cancelled → nothing charged. Asked again once settled, the latest attempt's
 * outcome answers.
 */
export async function settleExtensionAuthentication(
  app: AuthenticationApp,
  meeting: MeetingParties,
  giveUp: boolean,
): Promise<ExtensionOutcome> {
  const [charge] = await app.db
    .select()
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meeting.id), eq(meetingCharges.kind, 'extension')))
    .orderBy(desc(meetingCharges.id))
    .limit(1);
  if (!charge) return { kind: 'error', status: 409, key: 'extensionNotAccepted' };
  if (awaitsAuthentication(charge)) {
    const outcome = await settleAuthentication(app, extensionChargePurpose(app), charge, {
      atCheckout: true,
      ...(giveUp && { cancel: 'cancelled' as const }),
    });
    return extensionOutcome(app, meeting.id, outcome);
  }
  switch (charge.status) {
    case 'succeeded':
      return extensionOutcome(app, meeting.id, { status: 'succeeded', charge });
    case 'failed':
      return charge.failureMessage?.endsWith('bookingAuthenticationCancelled')
        ? { kind: 'cancelled' }
        : { kind: 'failed', failure: charge.failureMessage ?? '' };
    case 'pending':
      return { kind: 'error', status: 503, key: 'paymentProviderUnavailable' };
    default:
      return { kind: 'error', status: 409, key: 'extensionBusy' };
  }
}
