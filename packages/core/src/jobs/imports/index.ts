// The importer of each entity (importer.ts says what one is), loaded when a job first needs
// it: a process that never imports loads none of them.
import type { ImportEntity } from '../schemas.ts';
import { codecImporter, valuedImporter, type EntityImporter } from './importer.ts';

const LOADERS: Record<ImportEntity, () => Promise<EntityImporter>> = {
  categories: async () => {
    const { categoryCodec, categoryWritesOf } = await import('../../catalog/categories/index.ts');
    return codecImporter(categoryCodec, categoryWritesOf);
  },
  attributes: async () => {
    const { attributeCodec, attributeWrites } = await import('../../catalog/attributes/index.ts');
    return codecImporter(attributeCodec, attributeWrites);
  },
  attribute_options: async () => {
    const options = await import('../../catalog/attribute-options/index.ts');
    return codecImporter(options.attributeOptionCodec, options.attributeOptionWrites);
  },
  families: async () => {
    const { familyCodec, familyWrites } = await import('../../catalog/product-families/index.ts');
    return codecImporter(familyCodec, familyWrites);
  },
  products: async () => {
    const { productEntity } = await import('../../products/index.ts');
    return valuedImporter(productEntity, (await import('./product-batch.ts')).readProductBatch);
  },
  variants: async () => valuedImporter((await import('../../products/index.ts')).variantEntity),
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
