export * from './permission-tree-seed.ts';
export * from './demo.ts';
