export * from './catalog.ts';
export * from './experts.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './marketplace.ts';
export * from './payments.ts';
export * from './video.ts';
