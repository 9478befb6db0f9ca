// The importer of each entity (importer.ts says what one is), loaded when a job first needs
// it: a process that never imports loads none of them.
import type { ImportEntity } from '../schemas.ts';
import type { EntityImporter } from './importer.ts';

const LOADERS: Record<ImportEntity, () => Promise<EntityImporter>> = {
  categories: async () => (await import('./categories.ts')).categoriesImporter,
  attributes: async () => (await import('./attributes.ts')).attributesImporter,
  attribute_options: async () => (await import('./attribute-options.ts')).attributeOptionsImporter,
  families: async () => (await import('./families.ts')).familiesImporter,
  products: async () => (await import('./products.ts')).productsImporter,
  variants: async () => (await import('./variants.ts')).variantsImporter,
};

const loaded = new Map<ImportEntity, Promise<EntityImporter>>();

export function importerOf(entity: ImportEntity): Promise<EntityImporter> {
  let importer = loaded.get(entity);
  if (!importer) {
    importer = LOADERS[entity]();
    loaded.set(entity, importer);
  }
  return importer;
}
