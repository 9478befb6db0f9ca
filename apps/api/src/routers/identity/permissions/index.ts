export { featuresRouter } from './features.ts';
export { permissionsRouter } from './permissions.ts';
export { subFeaturesRouter } from './sub-features.ts';
