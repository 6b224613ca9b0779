export * from './clean-document.ts';
export * from './fake-api.ts';
export * from './fake-mf-booking.tsx';
export * from './render-with-shell.tsx';
