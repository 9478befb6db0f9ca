// Limits of the catalog a deployment may set (read once at start from the environment, like
// the asset and job settings): how many variants a product may have, and how many revisions
// of a product are kept. A server puts its settings in each request's scope (buildServer's
// `catalog`, which tests set); what runs without them (jobs, seeds) reads the process's,
// configured at start from the same environment.

export interface CatalogSettings {
  /** The most variants one product may have (PRODUCT_MAX_VARIANTS). */
  maxVariantsPerProduct: number;
  /**
   * Revisions kept per product (PRODUCT_REVISIONS_KEEP): at least the latest this many, older
   * ones removed; null keeps every revision.
   */
  revisionsKept: number | null;
}

/**
 * 1,000 variants: well above the largest size × color × length matrices of real catalogs (a
 * few hundred), while bounding what one product's page, export row group and revision
 * keyframe hold (a variant is ~0.4 KB of snapshot: ~400 KB at the limit).
 */
export const DEFAULT_MAX_VARIANTS_PER_PRODUCT = 1000;

let current: CatalogSettings = {
  maxVariantsPerProduct: DEFAULT_MAX_VARIANTS_PER_PRODUCT,
  revisionsKept: null,
};

function positive(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer: ${raw}`);
  }
  return value;
}

/** PRODUCT_MAX_VARIANTS (default 1,000) and PRODUCT_REVISIONS_KEEP (default: all). */
export function loadCatalogSettings(
  env: Readonly<Record<string, string | undefined>>,
): CatalogSettings {
  return {
    maxVariantsPerProduct:
      positive('PRODUCT_MAX_VARIANTS', env.PRODUCT_MAX_VARIANTS) ??
      DEFAULT_MAX_VARIANTS_PER_PRODUCT,
    revisionsKept: positive('PRODUCT_REVISIONS_KEEP', env.PRODUCT_REVISIONS_KEEP) ?? null,
  };
}

/** Sets the process's catalog settings (a server or a worker at start). */
export function configureCatalog(settings: CatalogSettings): void {
  current = { ...settings };
}

export const catalogSettings = (): Readonly<CatalogSettings> => current;

/** The scope's settings, else the process's. */
export const catalogSettingsOf = (scope: {
  catalog?: CatalogSettings;
}): Readonly<CatalogSettings> => scope.catalog ?? current;
