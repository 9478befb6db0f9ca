// One way to declare an operation. A router says once which domain's OpenAPI document lists
// it, its tag and the permission resource (`<feature>.<sub_feature>`); each operation then
// states its method, path and summary, and whether it reads or writes:
//
//   const op = operations({ domain: 'identity', tag: 'Roles', resource: 'identity.roles' });
//   list: tenantProcedure.meta(op.read('/roles', 'List roles')).input(...).query(...)
//
// `read` needs `<resource>.read`, `write` needs `<resource>.write` (any other action, such as
// `catalog.products.approve`, is named with `action`), `open` declares no permission (auth,
// and platform operations the tree has no permission for). The rung (tenantProcedure, ...)
// says which credential and tenant the operation needs; procedures.ts checks both.
import { APPROVE_PERMISSION } from '@pim/core';
import type { PermissionCode } from '@pim/db';
import type { AlsoNeeds, ApiDomain, Meta } from './init.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Path = `/${string}`;
/** What an operation may declare beyond method, path and summary. */
type Extra = Pick<
  Meta,
  | 'successStatus'
  | 'tenantInput'
  | 'errorStatuses'
  | 'topLevelPagination'
  | 'arrayBody'
  | 'rawBody'
  | 'rawResponse'
  | 'alsoNeeds'
>;

/** `identity.roles` for `identity.roles.read`: the resources of the permission tree. */
export type PermissionResource = PermissionCode extends `${infer F}.${infer S}.${string}`
  ? `${F}.${S}`
  : never;
type ActionOf<R extends string> =
  Extract<PermissionCode, `${R}.${string}`> extends `${R}.${infer A}` ? A : never;

/**
 * What an operation needs by the value of its `entity` field, from a table the domain checks
 * with: one entry per permission, naming the entities that need it.
 */
export function alsoNeedsByEntity(
  table: Readonly<Record<string, readonly PermissionCode[]>>,
): AlsoNeeds[] {
  const entities = new Map<PermissionCode, string[]>();
  for (const [entity, codes] of Object.entries(table)) {
    for (const code of codes) entities.set(code, [...(entities.get(code) ?? []), entity]);
  }
  return [...entities].map(([permission, names]) => ({
    permission,
    when: `for \`entity\` ${names.map((name) => `\`${name}\``).join(', ')}`,
  }));
}

/** `catalog.products.approve`, checked when the operation would make something `approved`. */
export const approving = (when: string): AlsoNeeds => ({ permission: APPROVE_PERMISSION, when });

export function operations<R extends PermissionResource>(options: {
  domain: ApiDomain;
  tag: string;
  resource?: R;
}) {
  const meta = (
    method: Method,
    path: Path,
    summary: string,
    permission: PermissionCode | readonly PermissionCode[] | undefined,
    extra: Extra = {},
  ): Meta => ({
    domain: options.domain,
    ...(permission ? { permission } : {}),
    openapi: { method, path, tags: [options.tag], summary },
    ...extra,
  });
  const permissionFor = (action: ActionOf<R>): PermissionCode | undefined =>
    options.resource && (`${options.resource}.${action}` as PermissionCode);
  return {
    read: (path: Path, summary: string, extra?: Extra) =>
      meta('GET', path, summary, permissionFor('read' as ActionOf<R>), extra),
    write: (method: Exclude<Method, 'GET'>, path: Path, summary: string, extra?: Extra) =>
      meta(method, path, summary, permissionFor('write' as ActionOf<R>), extra),
    action: (action: ActionOf<R>, method: Method, path: Path, summary: string, extra?: Extra) =>
      meta(method, path, summary, permissionFor(action), extra),
    /** Needs any one of `permissions` (the type-agnostic job operations only). */
    anyOf: (
      permissions: readonly PermissionCode[],
      method: Method,
      path: Path,
      summary: string,
      extra?: Extra,
    ) => meta(method, path, summary, permissions, extra),
    open: (method: Method, path: Path, summary: string, extra?: Extra) =>
      meta(method, path, summary, undefined, extra),
  };
}
