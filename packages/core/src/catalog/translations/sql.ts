// Translations are JSON on the record's own row; these statements read it under a row lock
// and write it back with the record's audit columns. `table` is one of the code's constants.
import { type Sql, sql } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';

export type TranslatableTable =
  | 'category_trees'
  | 'categories'
  | 'channels'
  | 'product_families'
  | 'variant_families'
  | 'attributes';

/** The live record's translations, locked until the transaction ends; undefined when none. */
export async function lockTranslations(
  db: Sql,
  table: TranslatableTable,
  tenantId: string,
  id: string,
): Promise<unknown> {
  const [row] = await db.query<{ translations: unknown }>(sql`
    SELECT translations FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL
       FOR UPDATE`);
  return row?.translations;
}

export async function writeTranslations(
  db: Sql,
  table: TranslatableTable,
  tenantId: string,
  id: string,
  translations: object,
  actor: ActorRef,
): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.raw(table)}
       SET translations = ${JSON.stringify(translations)}::jsonb,
           modified_at = now(), modified_by = ${JSON.stringify(actor)}::jsonb
     WHERE tenant_id = ${tenantId} AND id = ${id}`);
}
