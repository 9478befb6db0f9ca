// The exporter of each entity (exporter.ts says what one is), loaded when a job first needs it.
import type { ExportEntity } from '../schemas.ts';
import type { EntityExporter } from './exporter.ts';

const LOADERS: Record<ExportEntity, () => Promise<EntityExporter>> = {
  categories: async () => (await import('./categories.ts')).categoriesExporter,
  attributes: async () => (await import('./attributes.ts')).attributesExporter,
  attribute_options: async () => (await import('./attribute-options.ts')).attributeOptionsExporter,
  families: async () => (await import('./families.ts')).familiesExporter,
  products: async () => (await import('./products.ts')).productsExporter,
  variants: async () => (await import('./variants.ts')).variantsExporter,
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
