export * from './brand-green.ts';
export * from './theme.ts';
