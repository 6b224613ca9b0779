import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExtensionAuthenticationRequired, MessageKey } from 'shared-contracts';
import { ourMessage } from '../charges/failure-message.ts';
import type { ChargeOutcome } from '../charges/index.ts';
import { meetings } from '../db/schema/index.ts';

/** How paying for an extension ended, as POST /booking/meets/{id}/payment (and its authentication) answer it. */
export type ExtensionOutcome =
  | { kind: 'extended'; endsAt: Date }
  /** The card's bank asks the customer to confirm the payment in the browser (202). */
  | { kind: 'authenticate'; payment: ExtensionAuthenticationRequired }
  /** Refused by the provider now: its words, and its codes to translate them. */
  | { kind: 'refused'; message: string; code?: string; declineCode?: string }
  /** Not charged, for a stored reason (`message:<key>` or the provider's words): 402. */
  | { kind: 'failed'; failure: string }
  /** The customer gave up the bank's step: nothing was charged. */
  | { kind: 'cancelled' }
  | { kind: 'error'; status: number; key: MessageKey; field?: string };

export const SELECT_CARD = {
  kind: 'error',
  status: 422,
  key: 'invalidPaymentMethod',
  field: 'payment_method_id',
} as const;
export const PROVIDER_DOWN = { kind: 'error', status: 503, key: 'paymentProviderUnavailable' } as const;
export const EXTENSION_BUSY = { kind: 'error', status: 409, key: 'extensionBusy' } as const;

/** What a charge's outcome means for the customer paying an extension. */
export async function extensionOutcome(
  app: Pick<FastifyInstance, 'db'>,
  meetingId: number,
  outcome: ChargeOutcome,
): Promise<ExtensionOutcome> {
  switch (outcome.status) {
    case 'requires_action':
      return {
        kind: 'authenticate',
        payment: {
          meeting_id: meetingId,
          payment: {
            status: 'requires_action',
            client_secret: outcome.clientSecret,
            payment_method_id: outcome.charge.paymentMethodId,
            expires_at: (outcome.charge.authenticateBy ?? outcome.charge.updatedAt).toISOString(),
          },
        },
      };
    case 'succeeded': {
      const [meeting] = await app.db
        .select({ endsAt: meetings.endsAt })
        .from(meetings)
        .where(eq(meetings.id, meetingId));
      return { kind: 'extended', endsAt: meeting?.endsAt ?? new Date(0) };
    }
    case 'pending':
      return PROVIDER_DOWN;
    case 'failed':
      switch (outcome.reason) {
        case 'declined':
          return {
            kind: 'refused',
            message: outcome.message,
            code: outcome.code,
            ...(outcome.declineCode && { declineCode: outcome.declineCode }),
          };
        case 'authentication-required':
          return { kind: 'failed', failure: ourMessage('cardNeedsAuthentication') };
        case 'authentication-failed':
          return { kind: 'failed', failure: ourMessage('bookingAuthenticationFailed') };
        case 'authentication-expired':
          return { kind: 'failed', failure: ourMessage('bookingAuthenticationExpired') };
        case 'authentication-cancelled':
          return { kind: 'cancelled' };
        case 'card-missing':
          return SELECT_CARD;
        default:
          return EXTENSION_BUSY;
      }
    default:
      // Charged, but the end could not move (another meeting right after): the money goes back.
      return EXTENSION_BUSY;
  }
}
