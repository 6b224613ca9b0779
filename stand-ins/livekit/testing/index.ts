export { SignalClient } from './signal-client.ts';
export { joinToken, TEST_KEY, TEST_SECRET } from './tokens.ts';
