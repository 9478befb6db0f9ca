'use client';

import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { distinctNames } from '@/components/list/distinct-names';
import { useTRPC } from '@/lib/trpc/query-provider';
import { forestOf, pathOf, type CategoryData } from '../../categories/forest';
import { useWorkspace } from '../workspace';
import type { HistoryTerms } from './change-words';

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
 * the channels and locales of the editor's switcher, the category paths from the page's
 * trees. `ready` is false until the attributes and families are read.
 */
export function useHistoryTerms({
  enabled,
  categories,
  familyIds,
}: {
  enabled: boolean;
  categories: CategoryData;
  familyIds: readonly string[];
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

  const terms = useMemo((): HistoryTerms => {
    const attributeNames = new Map((attributes.data ?? []).map((a) => [a.code, a.name]));
    const familyNames = new Map((families.data ?? []).map((f) => [f.id, f.name]));
    const variantFamilyNames = new Map(variantFamilyItems.map((v) => [v.id, v.name]));
    const channelNames = distinctNames(channels);
    const localeNames = new Map(channels.flatMap((c) => c.locales.map((l) => [l.code, l.label])));
    const forest = forestOf(categories);
    return {
      attributeName: (code) => attributeNames.get(code),
      channelName: (code) => channelNames.get(code),
      localeName: (code) => localeNames.get(code),
      familyName: (id) => familyNames.get(id),
      variantFamilyName: (id) => variantFamilyNames.get(id),
      categoryPath: (id) => pathOf(forest, id),
    };
    // variantFamilyKey stands for the variant families' items (a new array every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributes.data, families.data, variantFamilyKey, channels, categories]);

  return {
    terms,
    ready: attributes.isSuccess && families.isSuccess,
    failed: attributes.error ?? families.error,
  };
}
