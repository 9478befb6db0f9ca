'use client';

import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { distinctNames } from '@/components/list/distinct-names';
import { useTRPC } from '@/lib/trpc/query-provider';
import { forestOf, pathOf, type CategoryData } from '../../categories/forest';
import { useOptionLabels } from '../../use-option-labels';
import { useWorkspace } from '../workspace';
import { optionCodesNamed, type HistoryTerms } from './change-words';

/** A value the page shows: a summary entry, or a difference with now. */
export interface ShownValue {
  path: string;
  before?: unknown;
  after?: unknown;
}

const OPTION_TYPES = new Set(['select', 'multiselect']);

/** Every item of a paged list, 100 at a time (the API's largest page). */
async function allPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; pagination: { has_next: boolean } }>,
): Promise<T[]> {
  const items: T[] = [];
  // 50 pages: 5,000 records, the bound the console's other pickers read up to.
  for (let page = 1; page <= 50; page += 1) {
    const result = await fetchPage(page);
    items.push(...result.items);
    if (!result.pagination.has_next) break;
  }
  return items;
}

/**
 * The names a summary's codes and ids stand for: the tenant's attributes and families (read
 * once the History tab is opened), the variant families of the families the summaries name,
 * the labels of the options the shown values name (those only, in the editor's locale), the
 * channels and locales of the editor's switcher, the category paths from the page's trees.
 * `ready` is false until the attributes, families and those options are read.
 */
export function useHistoryTerms({
  enabled,
  categories,
  familyIds,
  shown,
}: {
  enabled: boolean;
  categories: CategoryData;
  familyIds: readonly string[];
  /** The values the page shows, whose option codes are read as labels. */
  shown: readonly ShownValue[];
}): { terms: HistoryTerms; ready: boolean; failed: unknown } {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { channels } = useWorkspace();
  const attributes = useQuery({
    queryKey: ['history-terms', 'attributes'],
    queryFn: () =>
      allPages((page) =>
        queryClient.fetchQuery(trpc.attributes.list.queryOptions({ page, page_size: 100 })),
      ),
    enabled,
    staleTime: 60_000,
  });
  const families = useQuery({
    queryKey: ['history-terms', 'families'],
    queryFn: () =>
      allPages((page) =>
        queryClient.fetchQuery(trpc.productFamilies.list.queryOptions({ page, page_size: 100 })),
      ),
    enabled,
    staleTime: 60_000,
  });
  const variantFamilies = useQueries({
    queries: familyIds.map((productFamilyId) => ({
      ...trpc.productFamilies.variantFamilies.list.queryOptions({ productFamilyId }),
      enabled,
    })),
  });
  const variantFamilyItems = variantFamilies.flatMap((q) => q.data?.items ?? []);
  const variantFamilyKey = variantFamilyItems.map((v) => v.id).join();

  const base = useMemo((): HistoryTerms => {
    const byCode = new Map((attributes.data ?? []).map((a) => [a.code, a]));
    const familyNames = new Map((families.data ?? []).map((f) => [f.id, f.name]));
    const variantFamilyNames = new Map(variantFamilyItems.map((v) => [v.id, v.name]));
    const channelNames = distinctNames(channels);
    const localeNames = new Map(channels.flatMap((c) => c.locales.map((l) => [l.code, l.label])));
    const forest = forestOf(categories);
    return {
      attributeName: (code) => byCode.get(code)?.name,
      channelName: (code) => channelNames.get(code),
      localeName: (code) => localeNames.get(code),
      familyName: (id) => familyNames.get(id),
      variantFamilyName: (id) => variantFamilyNames.get(id),
      categoryPath: (id) => pathOf(forest, id),
      attributeId: (code) => byCode.get(code)?.id,
      hasOptions: (code) => OPTION_TYPES.has(byCode.get(code)?.type ?? ''),
      optionLabel: () => undefined,
    };
    // variantFamilyKey stands for the variant families' items (a new array every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributes.data, families.data, variantFamilyKey, channels, categories]);

  // The options named by what is shown, once the attributes say which values are options.
  const options = useOptionTerms(base, shown, enabled && attributes.isSuccess);
  return {
    terms: options.terms,
    ready: attributes.isSuccess && families.isSuccess && options.ready,
    failed: attributes.error ?? families.error ?? options.failed,
  };
}

/**
 * `terms` reading the labels of the options the shown values name (exactly those, in the
 * editor's locale): the summaries' entries, or a comparison's values.
 */
export function useOptionTerms(
  terms: HistoryTerms,
  shown: readonly ShownValue[],
  enabled = true,
): { terms: HistoryTerms; ready: boolean; failed: unknown } {
  const { scope } = useWorkspace();
  const wanted = [...optionCodesNamed(shown, terms)].flatMap(([code, codes]) => {
    const attributeId = terms.attributeId(code);
    return attributeId ? [{ attributeId, codes }] : [];
  });
  const options = useOptionLabels(wanted, scope.locale, enabled);
  return {
    terms: {
      ...terms,
      optionLabel: (attribute, code) => {
        const attributeId = terms.attributeId(attribute);
        return attributeId ? options.label(attributeId, code) : undefined;
      },
    },
    ready: options.ready,
    failed: options.failed,
  };
}
