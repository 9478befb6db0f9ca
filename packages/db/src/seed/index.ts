export * from './permission-tree-seed.ts';
export * from './demo.ts';
export * from './factories.ts';
export * from './catalog-factories.ts';
export * from './enrichment-catalog.ts';
export * from './product-factories.ts';
export * from './builtin-connectors.ts';
export * from './provision.ts';
