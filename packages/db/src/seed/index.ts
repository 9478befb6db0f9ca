export * from './catalog.ts';
export * from './demo.ts';
