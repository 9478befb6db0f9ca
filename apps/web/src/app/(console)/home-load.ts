import 'server-only';
import type { Me } from '@/lib/api/router';
import { callApi, type ApiResult } from '@/lib/api/call';
import type { ApiClient } from '@/lib/api/client';
import { JOBS_READ, PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadChannelScopes } from './products/[id]/load';

/** How many products, jobs or edits a home card lists before "see all". */
export const HOME_LIST_SIZE = 5;

/** A count read as a list's pagination total (one item asked for: the count is what matters). */
const total = (page: { pagination: { total_items: number } }) => page.pagination.total_items;

/** One channel × locale and how many products are incomplete there. */
export interface IncompleteCell {
  channel: { code: string; name: string };
  locale: { code: string; label: string };
  count: number;
}

const skipped = <T>(): Promise<ApiResult<T> | null> => Promise.resolve(null);

/** Products in review, newest change first (an approver's queue). */
function loadInReview() {
  return callApi((api) =>
    api.products.list.query({
      status: ['in_review'],
      sort: '-modified_at',
      page_size: HOME_LIST_SIZE,
    }),
  );
}

/** The products the user changed last, newest first. */
function loadMyEdits() {
  return callApi((api) =>
    api.products.list.query({
      modified_by: 'me',
      sort: '-modified_at',
      page_size: HOME_LIST_SIZE,
    }),
  );
}

/** Incomplete products for every active channel and each of its locales, asked in parallel. */
async function loadIncomplete(): Promise<ApiResult<IncompleteCell[]>> {
  const channels = await loadChannelScopes();
  if (!channels.ok) return channels;
  const cells = channels.data.flatMap((channel) =>
    channel.locales.map((locale) => ({ channel, locale })),
  );
  return callApi((api) =>
    Promise.all(
      cells.map(async ({ channel, locale }) => ({
        channel: { code: channel.code, name: channel.name },
        locale,
        count: total(
          await api.products.list.query({
            channel: channel.code,
            locale: locale.code,
            completeness: 'incomplete',
            page_size: 1,
          }),
        ),
      })),
    ),
  );
}

/** The tenant's products, families, attributes and categories, counted. */
function loadCatalogCounts(me: Me) {
  const count = (allowed: boolean, read: (api: ApiClient) => Promise<number>) =>
    allowed ? callApi(read) : skipped<number>();
  return Promise.all([
    count(can(me, PERMISSIONS.productsRead), async (api) =>
      total(await api.products.list.query({ page_size: 1 })),
    ),
    count(can(me, PERMISSIONS.familiesRead), async (api) =>
      total(await api.productFamilies.list.query({ page_size: 1 })),
    ),
    count(can(me, PERMISSIONS.attributesRead), async (api) =>
      total(await api.attributes.list.query({ page_size: 1 })),
    ),
    count(can(me, PERMISSIONS.categoriesRead), async (api) =>
      total(await api.categories.list.query({ page_size: 1 })),
    ),
  ]);
}

/** Failed jobs (the last few) and how many are running or waiting to run. */
function loadJobs() {
  return callApi(async (api) => {
    const [failed, running, queued] = await Promise.all([
      api.jobs.list.query({ status: ['failed'], page_size: HOME_LIST_SIZE }),
      api.jobs.list.query({ status: ['running'], page_size: HOME_LIST_SIZE }),
      api.jobs.list.query({ status: ['queued'], page_size: 1 }),
    ]);
    return { failed, running, queued: total(queued) };
  });
}

/**
 * Everything the home page shows, each part only for those who may read it (what they may
 * not read is not asked for), all asked at once.
 */
export async function loadHome(me: Me) {
  const products = can(me, PERMISSIONS.productsRead);
  const [inReview, myEdits, incomplete, counts, jobs] = await Promise.all([
    products && can(me, PERMISSIONS.productsApprove) ? loadInReview() : skipped<never>(),
    products ? loadMyEdits() : skipped<never>(),
    products && can(me, PERMISSIONS.channelsRead) ? loadIncomplete() : skipped<never>(),
    loadCatalogCounts(me),
    JOBS_READ.some((p) => can(me, p)) ? loadJobs() : skipped<never>(),
  ]);
  const [productCount, familyCount, attributeCount, categoryCount] = counts;
  return {
    inReview,
    myEdits,
    incomplete,
    counts: {
      products: productCount,
      families: familyCount,
      attributes: attributeCount,
      categories: categoryCount,
    },
    jobs,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
