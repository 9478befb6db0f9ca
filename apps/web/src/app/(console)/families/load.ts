import 'server-only';
import { callApi, collectPages } from '@/lib/api/call';

/** Every attribute of a family, in the API's order (group order, attribute order, code). */
export function loadFamilyAttributes(productFamilyId: string) {
  return callApi((api) =>
    collectPages((page) =>
      api.productFamilies.attributes.list.query({ productFamilyId, page, page_size: 100 }),
    ),
  );
}

/** The tenant's channels (the matrix's columns), by code. */
export function loadChannels() {
  return callApi(async (api) => {
    const channels = await collectPages((page) =>
      api.channels.list.query({ page, page_size: 100, sort: 'code' }),
    );
    return channels.map((c) => ({ id: c.id, code: c.code, name: c.name }));
  });
}

/** The tenant's attributes, for the picker that adds some to a family. */
export function loadTenantAttributes() {
  return callApi((api) =>
    collectPages((page) => api.attributes.list.query({ page, page_size: 100, sort: 'code' })),
  );
}
