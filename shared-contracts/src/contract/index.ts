export * from './answer-shapes.ts';
export * from './call.ts';
export * from './catalog-answers.ts';
export * from './catalog-routes.ts';
export * from './discovery-answers.ts';
export * from './discovery-routes.ts';
export * from './route.ts';
