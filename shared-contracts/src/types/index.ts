export * from './meetings.ts';
export * from './realtime.ts';
export * from './posts.ts';
export * from './money.ts';
export * from './booking.ts';
export * from './experts.ts';
