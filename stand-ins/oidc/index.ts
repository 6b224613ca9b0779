export type { OidcStandIn, OidcStandInOptions, StandInClientId } from './server.ts';
export { startOidcStandIn } from './server.ts';
export type { TestUser } from './users.ts';
export { TEST_USERS } from './users.ts';
