// The two translation operations of every translatable catalog resource: GET and PATCH
// `<resource>/{id}/translations`, the names per locale, the PATCH creating or updating the
// locales it lists and leaving the others. Spread into the resource's router.
import { type TenantScope, type TranslationListDto, ZTranslationList } from '@pim/core';
import type { z } from 'zod';
import type { operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

// tRPC gives each resolver its schema's output, which it cannot name through a generic schema:
// the casts below name it.
export function translationProcedures<Id extends z.ZodType, Update extends z.ZodType>(resource: {
  op: Pick<ReturnType<typeof operations>, 'read' | 'write'>;
  /** One resource's path: `/channels/{id}`. */
  path: `/${string}`;
  /** As the summaries name it: "a channel", "an attribute". */
  noun: string;
  idInput: Id;
  translationsInput: Update;
  get(scope: TenantScope, input: z.output<Id>): Promise<TranslationListDto>;
  update(scope: TenantScope, input: z.output<Update>): Promise<TranslationListDto>;
}) {
  const { op, path, noun } = resource;
  return {
    getTranslations: tenantProcedure
      .meta(op.read(`${path}/translations`, `Get the translations of ${noun}`))
      .input(resource.idInput)
      .output(ZTranslationList)
      .query(({ ctx, input }) => resource.get(ctx, input as z.output<Id>)),

    updateTranslations: tenantProcedure
      .meta(
        op.write(
          'PATCH',
          `${path}/translations`,
          `Create or update translations of ${noun}, by locale`,
        ),
      )
      .input(resource.translationsInput)
      .output(ZTranslationList)
      .mutation(({ ctx, input }) => resource.update(ctx, input as z.output<Update>)),
  };
}
