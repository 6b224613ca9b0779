export * from './discovery.ts';
export * from './fields.ts';
export * from './identity.ts';
export { m } from './messages.ts';
export * from './meetings.ts';
export * from './posts.ts';
export * from './money.ts';
export * from './booking.ts';
export * from './experts.ts';
