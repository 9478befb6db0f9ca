import type { ReactNode } from 'react';
import { CreateLink } from '@/components/links';
import { PageHeader } from '@/components/page';
import { callApi, type CallOptions } from '@/lib/api/call';
import type { ApiClient } from '@/lib/api/client';
import { can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import {
  filterValuesOf,
  listInputOf,
  type FilterValues,
  type ListConfig,
  type ListInput,
  type ListProps,
  type SearchParams,
} from '@/lib/list-params';

interface ListPageProps<S extends string, D> {
  searchParams: Promise<SearchParams>;
  config: ListConfig<S>;
  title: string;
  /**
   * The create button, shown to holders of `permission` (the plus icon unless `icon`); or,
   * where creating happens in a dialog on the list, the control that opens it (`dialog`).
   */
  create:
    | { permission: string; href: string; label: string; testId: string; icon?: ReactNode }
    | { permission: string; dialog: ReactNode };
  /** The first page, from the URL's input and further filters. */
  query: (api: ApiClient, input: ListInput<S>, filters: FilterValues) => Promise<D>;
  /** How the first page is asked for (the user operations go without the tenant header). */
  call?: CallOptions;
  /** The page's client list, started from the server's first page. */
  render: (list: ListProps<D>) => ReactNode;
}

/**
 * A list page: its header with the create button for writers, and its client list starting
 * from the first page the server loaded for the URL (no skeleton, no second round trip).
 */
export async function ListPage<S extends string, D>({
  searchParams,
  config,
  title,
  create,
  query,
  call,
  render,
}: ListPageProps<S, D>) {
  const params = await searchParams;
  const input = listInputOf(params, config);
  const filters = filterValuesOf(params, config);
  const [me, first] = await Promise.all([
    loadMe(),
    callApi((api) => query(api, input, filters), call),
  ]);
  if (!me.ok) return null;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          'dialog' in create ? (
            can(me.me, create.permission) ? (
              create.dialog
            ) : null
          ) : (
            <CreateLink
              allowed={can(me.me, create.permission)}
              href={create.href}
              label={create.label}
              testId={create.testId}
              icon={create.icon}
            />
          )
        }
      />
      {render({
        tenantName: me.me.active_tenant.tenant_name,
        firstPage: first.ok
          ? { input, data: first.data, ...(config.filters?.length ? { filters } : {}) }
          : undefined,
      })}
    </>
  );
}
