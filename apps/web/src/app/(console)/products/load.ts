import 'server-only';
import { callApi, collectPages } from '@/lib/api/call';
import type { CategoryData } from './categories/forest';
import type { GridAttribute } from './grid/grid-query';

/**
 * Every category tree and category of the tenant (for the grid's category filter, the create
 * form and the Categories tab). Read in pages of 100, up to 5,000 categories.
 */
export function loadCategoryData() {
  return callApi(async (api): Promise<CategoryData> => {
    const [trees, categories] = await Promise.all([
      collectPages((page) => api.categoryTrees.list.query({ page, page_size: 100, sort: 'code' })),
      collectPages((page) => api.categories.list.query({ page, page_size: 100, sort: 'code' })),
    ]);
    return {
      trees: trees.map(({ id, code, name }) => ({ id, code, name })),
      categories: categories.map(({ id, code, name, parent_id, category_tree_id }) => ({
        id,
        code,
        name,
        parent_id,
        category_tree_id,
      })),
    };
  });
}

/** The tenant's families (active and inactive), for the grid's filter and the create form. */
export function loadFamilies() {
  return callApi(async (api) => {
    const families = await collectPages((page) =>
      api.productFamilies.list.query({ page, page_size: 100, sort: 'code' }),
    );
    return families.map(({ id, code, name, status }) => ({ id, code, name, status }));
  });
}

/** Every attribute of the tenant, for the grid's column picker and value filters. */
export function loadGridAttributes() {
  return callApi(async (api): Promise<GridAttribute[]> => {
    const attributes = await collectPages((page) =>
      api.attributes.list.query({ page, page_size: 100, sort: 'code' }),
    );
    return attributes.map((a) => ({
      id: a.id,
      code: a.code,
      name: a.name,
      type: a.type,
      value_per_channel: a.value_per_channel,
      value_per_locale: a.value_per_locale,
    }));
  });
}

/** The caller's saved views of the grid, by name. */
export function loadViews() {
  return callApi(async (api) => (await api.productViews.list.query()).items);
}

/**
 * The tenant's first active channel (its oldest): the grid's scope when neither the URL nor
 * the user's last visit says one, rather than whichever code sorts first.
 */
export function loadFirstChannel() {
  return callApi(async (api) => {
    const page = await api.channels.list.query({
      page_size: 1,
      sort: 'created_at',
      status: ['active'],
    });
    return page.items[0]?.code;
  });
}
