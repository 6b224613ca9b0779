export type { StandInOptions, StripeStandIn } from './server.ts';
export { createStripeStandIn } from './server.ts';
