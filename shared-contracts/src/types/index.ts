export * from './account.ts';
export * from './booking.ts';
export * from './experts.ts';
export * from './meetings.ts';
export * from './money.ts';
export * from './posts.ts';
export * from './realtime.ts';
