// Recording a change to a product: completeness brought up to date, then one revision with
// the whole state after the change and what changed since the previous revision.
import type { Database, Sql } from '@pim/db';
import type { NewProduct } from '../write/types.ts';
import { actorOf, type ActorRef, type TenantScope } from '../../platform/access/index.ts';
import type { ChangeSource } from '../../platform/limits.ts';
import { recomputeCompleteness } from '../completeness/sql.ts';
import {
  sameState,
  snapshotAttributesOf,
  type AttributeFacts,
  type ProductSnapshot,
} from './snapshot.ts';
import { catalogSettings, catalogSettingsOf } from '../../platform/catalog-settings.ts';
import { MAX_CHAIN, storedFormOf } from './delta.ts';
import {
  copyFirstRevisions,
  insertRevision,
  pruneRevisions,
  readProductState,
  type NewRevision,
  type ProductState,
} from './sql.ts';
import { summarize } from './summary.ts';
import { productEvents } from './events.ts';
import { recordEvents } from '../../platform/outbox/index.ts';

/** The snapshot of a product's state, numbered `version`. */
/** How a change is recorded (a request's, an import's, a restore's). */
export interface ChangeOptions {
  /** The revision's change_source; the scope's source (api, console) unless given. */
  source?: ChangeSource;
  /** Set by a restore: the revision it went back to. */
  restoredFromRevisionId?: string;
  /** Set by a restore: the caller's comment. */
  comment?: string;
}

export function snapshotOf(state: ProductState, version: number): ProductSnapshot {
  const facts = new Map<string, AttributeFacts>(Object.entries(state.attributes));
  return {
    version,
    category_ids: state.category_ids,
    product: {
      code: state.code,
      product_family_id: state.product_family_id,
      product_type: state.product_type,
      product_variant_family_id: state.variant_family_id,
      status: state.status,
    },
    product_attributes: snapshotAttributesOf(state.raw_values, facts),
    variants: state.variants.map((v) => ({
      id: v.id,
      code: v.sku,
      is_default: v.is_default,
      status: v.status,
      attributes: snapshotAttributesOf(v.raw_values, facts),
    })),
  };
}

/**
 * Called inside the change's transaction, after the change, with the product locked: brings
 * its completeness up to date and writes one revision when its state differs from the latest
 * revision's snapshot (none otherwise; a restore always writes one).
 */
export async function recordProductChange(
  scope: TenantScope,
  productId: string,
  options: ChangeOptions,
): Promise<void> {
  const { db, tenantId } = scope;
  await recomputeCompleteness(db.sql, tenantId, { productIds: [productId] });
  const state = await readProductState(db.sql, tenantId, productId);
  if (!state) return;
  const latest = state.latest;
  const number = (latest?.revision_number ?? 0) + 1;
  const snapshot = snapshotOf(state, number);
  const restore = options.restoredFromRevisionId !== undefined;
  if (latest && !restore && sameState(latest.snapshot, snapshot)) return;
  await writeRevision(db.sql, tenantId, productId, state, snapshot, {
    source: options.source ?? scope.source,
    actor: actorOf(scope.principal),
    restoredFromRevisionId: options.restoredFromRevisionId ?? null,
    comment: options.comment ?? null,
    kept: catalogSettingsOf(scope).revisionsKept,
  });
}

/**
 * Inserts the revision of `snapshot` (a delta against the latest revision, or a keyframe:
 * delta.ts), its summary made against the latest revision's, then drops the revisions the
 * retention setting no longer keeps.
 */
async function writeRevision(
  db: Sql,
  tenantId: string,
  productId: string,
  state: ProductState,
  snapshot: ProductSnapshot,
  {
    kept,
    ...change
  }: Pick<NewRevision, 'source' | 'actor' | 'restoredFromRevisionId' | 'comment'> & {
    /** Revisions kept per product (null: all). */
    kept: number | null;
  },
): Promise<void> {
  const codeOf = (id: string) => state.attributes[id]?.code ?? id;
  const summary = summarize(state.latest?.snapshot, snapshot, codeOf);
  await insertRevision(db, tenantId, productId, {
    ...change,
    number: snapshot.version,
    summary,
    stored: storedFormOf(
      state.latest ?? undefined,
      snapshot,
      Math.min(MAX_CHAIN, kept ?? MAX_CHAIN),
    ),
  });
  if (kept !== null) await pruneRevisions(db, tenantId, productId, snapshot.version, kept);
  await recordEvents(
    db,
    tenantId,
    productEvents({
      productId,
      code: state.code,
      status: snapshot.product.status,
      previousStatus: state.latest?.snapshot.product.status ?? null,
      revisionNumber: snapshot.version,
      source: change.source,
      changedPaths: summary.map((entry) => entry.path),
    }),
  );
}

/**
 * Products written in bulk outside a request (the demo seed): their completeness, then each
 * one's first revision, by `actor` with `source`, each product in its own transaction. A
 * product that already has a revision is left alone.
 */
export async function recordLoadedProducts(
  database: Database,
  tenantId: string,
  productIds: readonly string[],
  change: { source: ChangeSource; actor: ActorRef },
): Promise<void> {
  await recomputeCompleteness(database.sql, tenantId, { productIds });
  for (const productId of productIds) {
    await database.transaction(async (tx) => {
      const state = await readProductState(tx.sql, tenantId, productId);
      if (!state || state.latest) return;
      await writeRevision(tx.sql, tenantId, productId, state, snapshotOf(state, 1), {
        ...change,
        restoredFromRevisionId: null,
        comment: null,
        kept: catalogSettings().revisionsKept,
      });
    });
  }
}

/** A new product's first revision as JSON text, made as recordProductChange makes it. */
export interface FirstRevision {
  snapshot: string;
  summary: string;
}

/**
 * The first revision of a product not written yet (a batch of an import, made while the batch
 * before is written): the same snapshot and summary recordProductChange would write for it.
 */
export function firstRevisionOf(
  row: NewProduct,
  facts: ReadonlyMap<string, { code: string; is_unique: boolean }>,
): FirstRevision {
  const snapshot = snapshotOf(
    {
      code: row.code,
      product_family_id: row.familyId,
      variant_family_id: row.variantFamilyId,
      product_type: row.productType,
      status: row.status,
      raw_values: row.rawValues,
      category_ids: [...new Set(row.categoryIds)].sort(),
      variants: [],
      attributes: Object.fromEntries(facts),
      latest: null,
    },
    1,
  );
  const summary = summarize(undefined, snapshot, (id) => facts.get(id)?.code ?? id);
  return { snapshot: JSON.stringify(snapshot), summary: JSON.stringify(summary) };
}

/**
 * Records products created in bulk in the scope's transaction (create-many.ts): their first
 * revisions by COPY, then their completeness in one statement.
 */
export async function recordNewProducts(
  scope: TenantScope,
  products: readonly ({ productId: string; code: string; status: string } & FirstRevision)[],
): Promise<void> {
  const { db, tenantId } = scope;
  await copyFirstRevisions(db.sql, tenantId, products, scope.source, actorOf(scope.principal));
  await recordEvents(
    db.sql,
    tenantId,
    products.flatMap((product) =>
      productEvents({
        productId: product.productId,
        code: product.code,
        status: product.status,
        previousStatus: null,
        revisionNumber: 1,
        source: scope.source,
        changedPaths: (JSON.parse(product.summary) as { path: string }[]).map((e) => e.path),
      }),
    ),
  );
  await recomputeCompleteness(db.sql, tenantId, {
    productIds: products.map((p) => p.productId),
  });
}
