// The client's types from the OpenAPI document: openapi-typescript over the document, with the
// `X-Tenant-Id` header taken out of every operation's parameters (the client sets it from its
// `tenantId`, so a call does not repeat it). The generator and the freshness test both use it.
import openapiTS, { astToString } from 'openapi-typescript';

type Json = Record<string, unknown>;

const TENANT_HEADER = 'x-tenant-id';

/** The document with the tenant header left out of every operation's parameters. */
export function withoutTenantHeader(document: Json): Json {
  const copy = structuredClone(document) as { paths?: Record<string, Record<string, Json>> };
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const parameters = operation.parameters as { in?: string; name?: string }[] | undefined;
      if (!Array.isArray(parameters)) continue;
      operation.parameters = parameters.filter(
        (p) => !(p.in === 'header' && p.name?.toLowerCase() === TENANT_HEADER),
      );
    }
  }
  return copy as Json;
}

/** The text of src/schema.d.ts for `document`. */
export async function schemaSource(document: Json): Promise<string> {
  const ast = await openapiTS(withoutTenantHeader(document) as never);
  return `// Generated from openapi.json by \`pnpm --filter @pim/client openapi:sync\`: do not edit.\n${astToString(ast)}`;
}
