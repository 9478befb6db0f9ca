'use client';

import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc/query-provider';
import { codeChunks, CODES_PER_REQUEST, optionLabel } from './option-labels';

/** The option codes a page shows of one attribute. */
export interface OptionCodes {
  attributeId: string;
  codes: Iterable<string>;
}

export interface OptionLabels {
  /** The option's label; undefined while it is read, or when no option has the code. */
  label: (attributeId: string, code: string) => string | undefined;
  /** Every code asked for is read: a code without a label then names no option. */
  ready: boolean;
  failed: unknown;
}

/**
 * The labels of exactly the option codes given (one request per attribute and 100 codes),
 * in `locale` where an option has a label for it, else its name. Answers are kept a minute.
 */
export function useOptionLabels(
  wanted: readonly OptionCodes[],
  locale: string | undefined,
  enabled = true,
): OptionLabels {
  const trpc = useTRPC();
  const asks = wanted.flatMap(({ attributeId, codes }) =>
    codeChunks(codes).map((chunk) => ({ attributeId, chunk })),
  );
  const results = useQueries({
    queries: asks.map(({ attributeId, chunk }) => ({
      ...trpc.attributes.listOptions.queryOptions(
        { id: attributeId, codes: chunk, page_size: CODES_PER_REQUEST },
        { staleTime: 60_000 },
      ),
      enabled,
    })),
  });
  const labels = new Map<string, string>();
  for (const result of results) {
    for (const option of result.data?.items ?? []) {
      labels.set(`${option.attribute_id}\u0000${option.code}`, optionLabel(option, locale));
    }
  }
  return {
    label: (attributeId, code) => labels.get(`${attributeId}\u0000${code}`),
    ready: results.every((r) => r.isSuccess),
    failed: results.find((r) => r.error)?.error,
  };
}
