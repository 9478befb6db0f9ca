'use client';

import { Code, Text } from '@mantine/core';
import type { Option } from '@/components/form/fields';
import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { FilterSelect } from '@/components/list/list-filters';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { TYPE_OPTIONS, typeLabel } from '@/lib/attribute-types';
import { ATTRIBUTES_LIST } from '@/lib/lists';
import { attributeListInput } from './list-input';

/** The attributes of the active tenant: searched as you type, filtered by type, group and status. */
export function AttributesList({
  tenantName,
  groups,
  firstPage,
}: ListProps<RouterOutputs['attributes']['list']> & { groups: readonly Option[] }) {
  return (
    <QueryList
      config={ATTRIBUTES_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) =>
        trpc.attributes.list.queryOptions(attributeListInput(list.input, list.filters), options)
      }
      testId="attributes"
      caption={`Attributes of ${tenantName}`}
      empty="No attributes match."
      minWidth={720}
      filters={(list) => (
        <>
          <FilterSelect
            list={list}
            name="type"
            label="Type"
            options={TYPE_OPTIONS}
            testId="attributes-filter-type"
          />
          <FilterSelect
            list={list}
            name="attribute_group_id"
            label="Group"
            options={groups}
            testId="attributes-filter-group"
          />
        </>
      )}
      rowTestId={(attribute) => `attribute-row-${attribute.code}`}
      columns={[
        codeColumn('/attributes', 'attribute-link'),
        nameColumn(),
        { key: 'type', header: 'Type', render: (a) => typeLabel(a.type) },
        {
          key: 'group',
          header: 'Group',
          render: (a) =>
            a.attribute_group ? (
              <>
                <bdi>{a.attribute_group.name}</bdi> <Code>{a.attribute_group.code}</Code>
              </>
            ) : (
              <Text span c="dimmed" size="sm">
                none
              </Text>
            ),
        },
        statusColumn(),
      ]}
    />
  );
}
