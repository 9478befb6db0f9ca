// A REST body or query string must not carry a field that the path already names
// (`PATCH /roles/{id}` with `{"id": ...}`, `GET /roles/{id}?id=...`): the adapter merges them
// into one input and the path wins, so the other value would be dropped without a word. It
// is an unknown field like any other (400).
import { AppError } from '@pim/core';
import type { AnyRouter } from '@trpc/server';
import { listProcedures } from '../trpc/procedure-meta.ts';

interface Route {
  method: string;
  pattern: RegExp;
  params: string[];
}

function routesOf(router: AnyRouter): Route[] {
  return listProcedures(router).flatMap(({ meta }) => {
    if (!meta.openapi) return [];
    const params = [...meta.openapi.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (params.length === 0) return [];
    const source = meta.openapi.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return [{ method: meta.openapi.method, pattern: new RegExp(`^/v1${source}/?$`), params }];
  });
}

export function pathParamGuard(router: AnyRouter) {
  const routes = routesOf(router);
  return (method: string, path: string, fields: object): void => {
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    const shadowed = route?.params.find((name) => Object.hasOwn(fields, name));
    if (shadowed) {
      throw new AppError('unknown_field', `${shadowed} is not a known field (the path gives it)`, {
        field: shadowed,
      });
    }
  };
}
