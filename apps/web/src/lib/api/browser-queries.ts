/**
 * The API queries the browser may run through the console's /api/trpc route (the client-side
 * list screens). Each names whether it carries X-Tenant-Id: the user operations act in the
 * token's tenant, like callApi(..., { tenantHeader: false }) on the server. Nothing else is
 * forwarded: mutations stay server actions, which Next checks for the console's own origin.
 */
export const BROWSER_QUERIES = {
  'users.list': { tenantHeader: false },
  'users.listOfOrganization': { tenantHeader: false },
  // Who the user is: the comments tab offers Delete on their own comments only.
  'auth.me': { tenantHeader: false },
  'roles.list': { tenantHeader: true },
  'serviceAccounts.list': { tenantHeader: true },
  'apiKeys.list': { tenantHeader: true },
  'locales.list': { tenantHeader: true },
  'categoryTrees.list': { tenantHeader: true },
  'categories.list': { tenantHeader: true },
  'channels.list': { tenantHeader: true },
  'attributeGroups.list': { tenantHeader: true },
  'attributes.list': { tenantHeader: true },
  'attributes.listOptions': { tenantHeader: true },
  'productFamilies.list': { tenantHeader: true },
  'productFamilies.attributes.list': { tenantHeader: true },
  'productFamilies.variantFamilies.list': { tenantHeader: true },
  'products.list': { tenantHeader: true },
  'productRevisions.list': { tenantHeader: true },
  'productRevisions.get': { tenantHeader: true },
  'productRevisions.latest': { tenantHeader: true },
  'productComments.list': { tenantHeader: true },
  'assets.list': { tenantHeader: true },
  'assets.usages': { tenantHeader: true },
  'jobs.list': { tenantHeader: true },
  'jobs.get': { tenantHeader: true },
  'jobs.items': { tenantHeader: true },
  'exportProfiles.list': { tenantHeader: true },
  'connectors.list': { tenantHeader: true },
  'connectorSchemas.list': { tenantHeader: true },
  'connections.list': { tenantHeader: true },
  'webhooks.list': { tenantHeader: true },
  'webhooks.deliveries': { tenantHeader: true },
} as const satisfies Record<string, { tenantHeader: boolean }>;

export type BrowserQuery = keyof typeof BROWSER_QUERIES;

/**
 * Sent by the console's own tRPC client. A cross-site page can make the browser navigate to
 * /api/trpc with the session cookie (SameSite=Lax allows top-level GETs) but cannot add a
 * header to that request, so a query without it is refused.
 */
export const BROWSER_QUERY_HEADER = 'x-pim-console';

export function isBrowserQuery(path: string): path is BrowserQuery {
  return Object.hasOwn(BROWSER_QUERIES, path);
}
