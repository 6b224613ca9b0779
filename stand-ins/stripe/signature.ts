import { createHmac } from 'node:crypto';

/** The `Stripe-Signature` header for a payload: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
