export { buildApp } from './app.ts';
export { type ApiConfig, ConfigError, loadConfig } from './config.ts';
export { stripeInBrowser } from './payments/stripe-in-browser.ts';
export {
  type CspSources,
  contentSecurityPolicy,
  cspSources,
  securityHeaders,
} from './security/security-headers.ts';
export { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
export { redirectUriOf as socialRedirectUri } from './social/clients.ts';
export { scheduleRoomClosure } from './video/closures.ts';
export { roomEvents } from './video/events.ts';
export { VideoRooms } from './video/rooms.ts';
