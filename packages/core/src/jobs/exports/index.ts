// The exporter of each entity (exporter.ts says what one is), loaded when a job first needs it.
import type { ExportEntity } from '../schemas.ts';
import { codecExporter, valuedExporter, type EntityExporter } from './exporter.ts';

const LOADERS: Record<ExportEntity, () => Promise<EntityExporter>> = {
  categories: async () => {
    const { categoryCodec, categoryQuery } = await import('../../catalog/categories/index.ts');
    return codecExporter(categoryCodec, categoryQuery);
  },
  attributes: async () => {
    const { attributeCodec, attributeQuery } = await import('../../catalog/attributes/index.ts');
    return codecExporter(attributeCodec, attributeQuery);
  },
  attribute_options: async () => {
    const options = await import('../../catalog/attribute-options/index.ts');
    return codecExporter(options.attributeOptionCodec, options.attributeOptionQuery);
  },
  families: async () => {
    const { familyCodec, familyQuery } = await import('../../catalog/product-families/index.ts');
    return codecExporter(familyCodec, familyQuery);
  },
  products: async () => valuedExporter((await import('../../products/index.ts')).productEntity),
  variants: async () => valuedExporter((await import('../../products/index.ts')).variantEntity),
};

const loaded = new Map<ExportEntity, Promise<EntityExporter>>();

export function exporterOf(entity: ExportEntity): Promise<EntityExporter> {
  let exporter = loaded.get(entity);
  if (!exporter) {
    exporter = LOADERS[entity]();
    loaded.set(entity, exporter);
  }
  return exporter;
}
