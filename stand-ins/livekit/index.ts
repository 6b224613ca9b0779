export type { LiveKitStandIn, LiveKitStandInOptions } from './server.ts';
export { startLiveKitStandIn } from './server.ts';
