export * from './meetings.ts';
export * from './realtime.ts';
